// Held-out suite 13 (frozen). A levels adjustment of bytes: clamped to [lo, hi], then stretched
// to 0..255 with an integer division, a work-item per element.
__kernel void u8_levels_adjust(__global const uchar *src, __global uchar *dst, int lo, int hi,
                               int n)
{
    int i = get_global_id(0);
    if (i < n) {
        int v = min(max((int)src[i], lo), hi);
        dst[i] = (uchar)((v - lo) * 255 / (hi - lo));
    }
}
