// Held-out suite 6 (frozen), hand version of bgr_to_rgb_bytes: four pixels (twelve bytes)
// per thread, read and written as three 4-byte words, the bytes moved in registers with
// shifts and masks. npix is a multiple of 4; the launch covers npix / 4 threads.
extern "C" __global__ void bgr_to_rgb_bytes_hand(const unsigned char *bgr, unsigned char *rgb,
                                                 int npix)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (4 * t < npix) {
        const unsigned int *src = (const unsigned int *)bgr + 3 * t;
        unsigned int w0 = src[0], w1 = src[1], w2 = src[2];
        unsigned int o0 = ((w0 >> 16) & 255u) | (w0 & 0xff00u) | ((w0 & 255u) << 16)
                          | (((w1 >> 8) & 255u) << 24);
        unsigned int o1 = (w1 & 255u) | ((w0 >> 24) << 8) | ((w2 & 255u) << 16)
                          | ((w1 >> 24) << 24);
        unsigned int o2 = ((w1 >> 16) & 255u) | ((w2 >> 24) << 8) | (w2 & 0xff0000u)
                          | (((w2 >> 8) & 255u) << 24);
        unsigned int *dst = (unsigned int *)rgb + 3 * t;
        dst[0] = o0;
        dst[1] = o1;
        dst[2] = o2;
    }
}
