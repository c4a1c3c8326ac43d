// Held-out suite 12 (frozen). Posterize a byte image to eight levels: keep the top three bits
// and set the middle of the dropped range (v & 0xE0 | 0x10).
__kernel void posterize_u8(__global const unsigned char *src, __global unsigned char *dst,
                           int n)
{
    int i = get_global_id(0);
    if (i < n)
        dst[i] = (unsigned char)((src[i] & 0xE0) | 0x10);
}
