// Held-out suite 4 (frozen). Rotates a grey image about its centre (cx, cy) with bilinear
// sampling in 16.16 fixed point (cs, sn: cosine and sine times 65536); samples that fall
// outside the source are 0. One thread per destination pixel, gathering four source bytes.
__kernel void rotate_bilinear(__global const uchar *src, __global float *dst, int cs, int sn,
                              int cx, int cy, int width, int height)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (x < width && y < height) {
        int sx = (cx << 16) + (x - cx) * cs + (y - cy) * sn;
        int sy = (cy << 16) - (x - cx) * sn + (y - cy) * cs;
        int ix = sx >> 16, iy = sy >> 16;
        int fx = (sx >> 8) & 255, fy = (sy >> 8) & 255;
        float v = 0.0f;
        if (ix >= 0 && iy >= 0 && ix < width - 1 && iy < height - 1) {
            int i = iy * width + ix;
            int top = src[i] * (256 - fx) + src[i + 1] * fx;
            int bot = src[i + width] * (256 - fx) + src[i + width + 1] * fx;
            v = (float)((top * (256 - fy) + bot * fy + 32768) >> 16);
        }
        dst[y * width + x] = v;
    }
}
