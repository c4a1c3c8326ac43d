// Held-out suite 8 (frozen). CT display windowing: every 16-bit sample clamped to the
// window [lo, lo + width] and scaled to a byte, one sample per thread.
__kernel void ct_window_u16_u8(__global const unsigned short *in, __global unsigned char *out,
                               int lo, int width, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        int d = (int)in[i] - lo;
        d = d < 0 ? 0 : (d > width ? width : d);
        out[i] = (unsigned char)(d * 255 / width);
    }
}
