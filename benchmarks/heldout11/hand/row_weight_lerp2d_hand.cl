// Held-out suite 11 (frozen), hand version of row_weight_lerp2d: the first index walks the
// columns, so neighbouring work-items read and write consecutive floats of one row.
__kernel void row_weight_lerp2d_hand(__global const float *restrict A,
                                     __global const float *restrict B,
                                     __global const float *restrict wrow,
                                     __global float *restrict out, int width, int height)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (y < height && x < width) {
        size_t i = (size_t)y * width + x;
        float a = A[i];
        out[i] = a + wrow[y] * (B[i] - a);
    }
}
