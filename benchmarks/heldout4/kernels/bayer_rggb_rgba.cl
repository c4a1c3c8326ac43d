// Held-out suite 4 (frozen). Bilinear demosaic of an RGGB Bayer mosaic (one byte per
// pixel) into RGBA8 (alpha 255), borders clamped: each missing colour is the rounded mean
// of its two or four nearest samples. One thread per pixel, writing its four bytes one at
// a time.
__kernel void bayer_rggb_rgba(__global const uchar *raw, __global uchar *rgba, int width,
                              int height)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (x < width && y < height) {
        int xm = max(x - 1, 0), xp = min(x + 1, width - 1);
        int ym = max(y - 1, 0) * width, yp = min(y + 1, height - 1) * width;
        int yc = y * width;
        int c = raw[yc + x];
        int hv = (raw[yc + xm] + raw[yc + xp] + 1) >> 1;
        int vv = (raw[ym + x] + raw[yp + x] + 1) >> 1;
        int cr = (raw[ym + x] + raw[yp + x] + raw[yc + xm] + raw[yc + xp] + 2) >> 2;
        int dg = (raw[ym + xm] + raw[ym + xp] + raw[yp + xm] + raw[yp + xp] + 2) >> 2;
        int r, g, b;
        if ((y & 1) == 0) {
            if ((x & 1) == 0) {
                r = c; g = cr; b = dg;
            } else {
                r = hv; g = c; b = vv;
            }
        } else {
            if ((x & 1) == 0) {
                r = vv; g = c; b = hv;
            } else {
                r = dg; g = cr; b = c;
            }
        }
        int o = 4 * (yc + x);
        rgba[o] = (uchar)r;
        rgba[o + 1] = (uchar)g;
        rgba[o + 2] = (uchar)b;
        rgba[o + 3] = (uchar)255;
    }
}
