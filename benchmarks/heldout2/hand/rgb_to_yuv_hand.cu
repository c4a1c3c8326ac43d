// Held-out suite 2 (frozen), hand version of rgb_to_yuv: four pixels per thread, their 12
// bytes read as three 32-bit words and each plane written as one 32-bit word (n is a
// multiple of 4). The launch covers n / 4 threads.
__device__ unsigned int yuv_y(unsigned int r, unsigned int g, unsigned int b)
{
    return (unsigned int)((((int)(66 * r + 129 * g + 25 * b) + 128) >> 8) + 16);
}

__device__ unsigned int yuv_u(int r, int g, int b)
{
    return (unsigned int)(((-38 * r - 74 * g + 112 * b + 128) >> 8) + 128) & 255u;
}

__device__ unsigned int yuv_v(int r, int g, int b)
{
    return (unsigned int)(((112 * r - 94 * g - 18 * b + 128) >> 8) + 128) & 255u;
}

extern "C" __global__ void rgb_to_yuv_hand(const unsigned char *rgb, unsigned char *Y,
                                           unsigned char *U, unsigned char *V, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (4 * t < n) {
        unsigned int w0 = ((const unsigned int *)rgb)[3 * t];
        unsigned int w1 = ((const unsigned int *)rgb)[3 * t + 1];
        unsigned int w2 = ((const unsigned int *)rgb)[3 * t + 2];
        int r0 = w0 & 255, g0 = (w0 >> 8) & 255, b0 = (w0 >> 16) & 255;
        int r1 = w0 >> 24, g1 = w1 & 255, b1 = (w1 >> 8) & 255;
        int r2 = (w1 >> 16) & 255, g2 = w1 >> 24, b2 = w2 & 255;
        int r3 = (w2 >> 8) & 255, g3 = (w2 >> 16) & 255, b3 = w2 >> 24;
        ((unsigned int *)Y)[t] = yuv_y(r0, g0, b0) | (yuv_y(r1, g1, b1) << 8)
                                 | (yuv_y(r2, g2, b2) << 16) | (yuv_y(r3, g3, b3) << 24);
        ((unsigned int *)U)[t] = yuv_u(r0, g0, b0) | (yuv_u(r1, g1, b1) << 8)
                                 | (yuv_u(r2, g2, b2) << 16) | (yuv_u(r3, g3, b3) << 24);
        ((unsigned int *)V)[t] = yuv_v(r0, g0, b0) | (yuv_v(r1, g1, b1) << 8)
                                 | (yuv_v(r2, g2, b2) << 16) | (yuv_v(r3, g3, b3) << 24);
    }
}
