// Held-out suite 8 (frozen). A word mixer on every 32-bit word: rotate left by 7 xor the
// word shifted right by 3, a golden-ratio multiplication, an xor-shift by 15.
__kernel void rotl_xor_mix(__global const unsigned int *in, __global unsigned int *out, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        unsigned int h = in[i];
        h = ((h << 7) | (h >> 25)) ^ (h >> 3);
        h *= 0x9e3779b1u;
        h ^= h >> 15;
        out[i] = h;
    }
}
