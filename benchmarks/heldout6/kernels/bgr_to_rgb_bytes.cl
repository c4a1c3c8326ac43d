// Held-out suite 6 (frozen). Packed 24-bit BGR pixels turned into packed RGB (the first and
// third byte of every pixel swapped). One thread per pixel: three 1-byte loads and three
// 1-byte stores, 3 bytes from the neighbour's.
__kernel void bgr_to_rgb_bytes(__global const uchar *bgr, __global uchar *rgb, int npix)
{
    int p = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (p < npix) {
        uchar b = bgr[3 * p], g = bgr[3 * p + 1], r = bgr[3 * p + 2];
        rgb[3 * p] = r;
        rgb[3 * p + 1] = g;
        rgb[3 * p + 2] = b;
    }
}
