// Held-out suite 11 (frozen). Three byte planes packed into 16-bit RGB565 pixels (the top 5, 6
// and 5 bits).
__kernel void rgb565_pack_u8(__global const uchar *r, __global const uchar *g,
                             __global const uchar *b, __global ushort *px, int n)
{
    int i = get_global_id(0);
    if (i < n)
        px[i] = (ushort)(((r[i] >> 3) << 11) | ((g[i] >> 2) << 5) | (b[i] >> 3));
}
