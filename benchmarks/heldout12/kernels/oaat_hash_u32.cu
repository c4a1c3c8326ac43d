// Held-out suite 12 (frozen). Jenkins' one-at-a-time hash of each 32-bit word's four bytes
// (lowest first), a thread per word.
extern "C" __global__ void oaat_hash_u32(const unsigned int *w, unsigned int *h, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
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
