// Held-out suite 3 (frozen), hand version of alpha_blend_rgba: four pixels per thread, read
// as one 16-byte word from each image and written as one (n is a multiple of 4). The launch
// covers n / 4 threads.
uint blend_over(uint s, uint d)
{
    uint a = s >> 24, na = 255u - a;
    uint r = ((s & 255u) * a + (d & 255u) * na + 127u) / 255u;
    uint g = (((s >> 8) & 255u) * a + ((d >> 8) & 255u) * na + 127u) / 255u;
    uint b = (((s >> 16) & 255u) * a + ((d >> 16) & 255u) * na + 127u) / 255u;
    uint o = a + ((d >> 24) * na + 127u) / 255u;
    return r | (g << 8) | (b << 16) | (o << 24);
}

__kernel void alpha_blend_rgba_hand(__global const uchar *src, __global const uchar *dst,
                                    __global uchar *out, int n)
{
    int t = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (4 * t < n) {
        uint4 s = ((__global const uint4 *)src)[t];
        uint4 d = ((__global const uint4 *)dst)[t];
        uint4 o;
        o.x = blend_over(s.x, d.x);
        o.y = blend_over(s.y, d.y);
        o.z = blend_over(s.z, d.z);
        o.w = blend_over(s.w, d.w);
        ((__global uint4 *)out)[t] = o;
    }
}
