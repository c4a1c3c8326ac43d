// Held-out suite 6 (frozen). Every 32-bit word byte-swapped (big-endian to little-endian)
// and xored with a key: out[i] = bswap(in[i]) ^ key. One thread per word.
extern "C" __global__ void bswap32_words(const unsigned int *in, unsigned int *out,
                                         unsigned int key, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned int w = in[i];
        unsigned int s = (w >> 24) | ((w >> 8) & 0xff00u) | ((w << 8) & 0xff0000u) | (w << 24);
        out[i] = s ^ key;
    }
}
