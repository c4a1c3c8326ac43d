// Held-out suite 12 (frozen), hand version of hypot2d_colwalk: the grid's x index is the
// column, so that a warp reads and writes consecutive floats of a row.
__kernel void hypot2d_colwalk_hand(__global const float *restrict gx,
                                   __global const float *restrict gy,
                                   __global float *restrict mag, int width, int height)
{
    int c = get_global_id(0);
    int r = get_global_id(1);
    if (r < height && c < width) {
        float a = gx[r * width + c];
        float b = gy[r * width + c];
        mag[r * width + c] = sqrt(a * a + b * b);
    }
}
