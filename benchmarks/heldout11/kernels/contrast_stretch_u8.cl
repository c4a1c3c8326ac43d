// Held-out suite 11 (frozen). Every byte stretched from [lo, hi] to [0, 255] in integer
// arithmetic ((p - lo) * 255 / (hi - lo), rounded down, clamped).
__kernel void contrast_stretch_u8(__global const uchar *src, __global uchar *dst, int lo,
                                  int hi, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        int v = (src[i] - lo) * 255;
        int range = hi - lo;
        int q = v >= 0 ? v / range : -((-v + range - 1) / range);
        dst[i] = (uchar)min(max(q, 0), 255);
    }
}
