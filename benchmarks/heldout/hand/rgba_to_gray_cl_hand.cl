// Held-out suite (frozen), hand version of rgba_to_gray_cl: four pixels per work-item, one
// 16-byte load (uint4, byte 0 of each word is r) and one 4-byte store (vstore4). n is a
// multiple of 4.
uchar gray_of(uint w)
{
    int r = w & 255u;
    int g = (w >> 8) & 255u;
    int b = (w >> 16) & 255u;
    int a = w >> 24;
    int y = (77 * r + 150 * g + 29 * b) >> 8;
    return (uchar)((y * a + 127) / 255);
}

__kernel void rgba_to_gray_cl_hand(__global const uchar *rgba, __global uchar *gray, int n)
{
    int t = get_global_id(0);
    if (4 * t < n) {
        uint4 w = ((__global const uint4 *)rgba)[t];
        uchar4 o;
        o.x = gray_of(w.x);
        o.y = gray_of(w.y);
        o.z = gray_of(w.z);
        o.w = gray_of(w.w);
        vstore4(o, t, gray);
    }
}
