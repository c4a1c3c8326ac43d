// Held-out suite 6 (frozen). The integer base-2 logarithm of every 32-bit word (the index
// of its highest set bit; -1 for 0) by a binary search with shifts. One thread per word.
extern "C" __global__ void ilog2_u32(const unsigned int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned int w = in[i];
        int r = -1;
        if (w != 0u) {
            r = 0;
            if (w >= 0x10000u) { w >>= 16; r += 16; }
            if (w >= 0x100u) { w >>= 8; r += 8; }
            if (w >= 0x10u) { w >>= 4; r += 4; }
            if (w >= 0x4u) { w >>= 2; r += 2; }
            if (w >= 0x2u) { r += 1; }
        }
        out[i] = r;
    }
}
