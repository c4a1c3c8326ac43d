// Held-out suite 11 (frozen). Three byte planes packed into 16-bit RGB565 pixels (the top 5, 6
// and 5 bits).
extern "C" __global__ void rgb565_pack_u8(const unsigned char *r, const unsigned char *g,
                                          const unsigned char *b, unsigned short *px, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        px[i] = (unsigned short)(((r[i] >> 3) << 11) | ((g[i] >> 2) << 5) | (b[i] >> 3));
}
