// Held-out suite 12 (frozen). Jenkins' one-at-a-time hash of each 32-bit word's four bytes
// (lowest first), a work-item per word.
__kernel void oaat_hash_u32(__global const unsigned int *w, __global unsigned int *h, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        unsigned int word = w[i];
        unsigned int acc = 0u;
        for (int k = 0; k < 4; ++k) {
            acc += (word >> (8 * k)) & 255u;
            acc += acc << 10;
            acc ^= acc >> 6;
        }
        acc += acc << 3;
        acc ^= acc >> 11;
        acc += acc << 15;
        h[i] = acc;
    }
}
