// Held-out suite 11 (frozen). Every value scaled, rounded to the nearest integer (ties to
// even) and clamped to [0, 255] as a byte, by the items of one work-group looping over the
// array in steps of the group size.
__kernel void quantize_u8_oneblock(__global const float *x, __global uchar *q, float scale,
                                   int n)
{
    for (int i = get_local_id(0); i < n; i += get_local_size(0)) {
        float v = rint(x[i] * scale);
        q[i] = (uchar)fmin(fmax(v, 0.0f), 255.0f);
    }
}
