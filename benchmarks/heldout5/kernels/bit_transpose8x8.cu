// Held-out suite 5 (frozen). Every 64-bit word (two 32-bit words, low first) read as an
// 8 x 8 bit matrix, byte r being row r and bit c of it column c, and transposed with three
// rounds of masked swaps (1 x 1, 2 x 2 and 4 x 4 sub-blocks). One thread per 64-bit word,
// read and written as one uint2.
extern "C" __global__ void bit_transpose8x8(const uint2 *in, uint2 *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        uint2 w = in[i];
        unsigned long long x = ((unsigned long long)w.y << 32) | w.x;
        unsigned long long t;
        t = (x ^ (x >> 7)) & 0x00AA00AA00AA00AAull;
        x = x ^ t ^ (t << 7);
        t = (x ^ (x >> 14)) & 0x0000CCCC0000CCCCull;
        x = x ^ t ^ (t << 14);
        t = (x ^ (x >> 28)) & 0x00000000F0F0F0F0ull;
        x = x ^ t ^ (t << 28);
        uint2 o;
        o.x = (unsigned int)x;
        o.y = (unsigned int)(x >> 32);
        out[i] = o;
    }
}
