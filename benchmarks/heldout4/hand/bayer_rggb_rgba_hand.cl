// Held-out suite 4 (frozen), hand version of bayer_rggb_rgba: four pixels per thread; the
// three mosaic rows it needs are read as one 4-byte word each (plus the byte on either
// side) and the four RGBA pixels are written as one 16-byte word. width is a multiple of
// 4; the launch covers width / 4 threads along x.
uint demosaic_px(int x, int y, int k, int *up, int *mid, int *dn)
{
    int c = mid[k + 1];
    int hv = (mid[k] + mid[k + 2] + 1) >> 1;
    int vv = (up[k + 1] + dn[k + 1] + 1) >> 1;
    int cr = (up[k + 1] + dn[k + 1] + mid[k] + mid[k + 2] + 2) >> 2;
    int dg = (up[k] + up[k + 2] + dn[k] + dn[k + 2] + 2) >> 2;
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
    return (uint)r | ((uint)g << 8) | ((uint)b << 16) | 0xff000000u;
}

void load_row6(__global const uchar *raw, int row, int x0, int width, int *v)
{
    uint w4 = ((__global const uint *)raw)[(row + x0) >> 2];
    v[0] = raw[row + max(x0 - 1, 0)];
    v[1] = w4 & 255u;
    v[2] = (w4 >> 8) & 255u;
    v[3] = (w4 >> 16) & 255u;
    v[4] = w4 >> 24;
    v[5] = raw[row + min(x0 + 4, width - 1)];
}

__kernel void bayer_rggb_rgba_hand(__global const uchar *raw, __global uchar *rgba,
                                   int width, int height)
{
    int x0 = 4 * (get_group_id(0) * get_local_size(0) + get_local_id(0));
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (x0 < width && y < height) {
        int up[6], mid[6], dn[6];
        load_row6(raw, max(y - 1, 0) * width, x0, width, up);
        load_row6(raw, y * width, x0, width, mid);
        load_row6(raw, min(y + 1, height - 1) * width, x0, width, dn);
        uint4 o;
        o.x = demosaic_px(x0, y, 0, up, mid, dn);
        o.y = demosaic_px(x0 + 1, y, 1, up, mid, dn);
        o.z = demosaic_px(x0 + 2, y, 2, up, mid, dn);
        o.w = demosaic_px(x0 + 3, y, 3, up, mid, dn);
        ((__global uint4 *)rgba)[(y * width + x0) >> 2] = o;
    }
}
