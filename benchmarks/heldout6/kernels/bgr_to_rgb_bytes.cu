// Held-out suite 6 (frozen). Packed 24-bit BGR pixels turned into packed RGB (the first and
// third byte of every pixel swapped). One thread per pixel: three 1-byte loads and three
// 1-byte stores, 3 bytes from the neighbour's.
extern "C" __global__ void bgr_to_rgb_bytes(const unsigned char *bgr, unsigned char *rgb,
                                            int npix)
{
    int p = blockIdx.x * blockDim.x + threadIdx.x;
    if (p < npix) {
        unsigned char b = bgr[3 * p], g = bgr[3 * p + 1], r = bgr[3 * p + 2];
        rgb[3 * p] = r;
        rgb[3 * p + 1] = g;
        rgb[3 * p + 2] = b;
    }
}
