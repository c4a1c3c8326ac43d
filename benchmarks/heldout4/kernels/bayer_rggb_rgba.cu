// Held-out suite 4 (frozen). Bilinear demosaic of an RGGB Bayer mosaic (one byte per
// pixel) into RGBA8 (alpha 255), borders clamped: each missing colour is the rounded mean
// of its two or four nearest samples. One thread per pixel, writing its four bytes one at
// a time.
extern "C" __global__ void bayer_rggb_rgba(const unsigned char *raw, unsigned char *rgba, int width,
                                           int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
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
        rgba[o] = (unsigned char)r;
        rgba[o + 1] = (unsigned char)g;
        rgba[o + 2] = (unsigned char)b;
        rgba[o + 3] = (unsigned char)255;
    }
}
