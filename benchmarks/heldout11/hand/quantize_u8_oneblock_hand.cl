// Held-out suite 11 (frozen), hand version of quantize_u8_oneblock: a work-item per element
// over a range that covers the array, every compute unit busy.
__kernel void quantize_u8_oneblock_hand(__global const float *restrict x,
                                        __global uchar *restrict q, float scale, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float v = rint(x[i] * scale);
        q[i] = (uchar)fmin(fmax(v, 0.0f), 255.0f);
    }
}
