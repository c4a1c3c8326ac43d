// of w x h/2 bytes, one pair for each 2 x 2 block) to RGBA words (r | g << 8 | b << 16 |
// 255 << 24), integer BT.601; one thread per pixel.
int clamp255(int v)
{
    return min(max(v, 0), 255);
}

__kernel void nv12_to_rgba(__global const uchar *Yp, __global const uchar *UV, __global uint *rgba, int width, int height)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (x < width && y < height) {
        int c = (int)Yp[y * width + x] - 16;
        int d = (int)UV[(y >> 1) * width + (x & ~1)] - 128;
        int e = (int)UV[(y >> 1) * width + (x & ~1) + 1] - 128;
        int r = clamp255((298 * c + 409 * e + 128) >> 8);
        int g = clamp255((298 * c - 100 * d - 208 * e + 128) >> 8);
        int b = clamp255((298 * c + 516 * d + 128) >> 8);
        rgba[y * width + x] = (uint)r | ((uint)g << 8) | ((uint)b << 16)
                              | 0xFF000000u;
    }
}
