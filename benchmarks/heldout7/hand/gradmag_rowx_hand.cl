// Held-out suite 7 (frozen), hand version of gradmag_rowx: the 2D grid's x index is the
// column, so that a warp's loads and stores are neighbours along a row. The launch covers
// width x height threads in blocks of 32 x 8.
__kernel void gradmag_rowx_hand(__global const float *in, __global float *out, int width,
                                int height)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (x < width && y < height) {
        float g = 0.0f;
        if (x > 0 && x < width - 1 && y > 0 && y < height - 1) {
            int i = y * width + x;
            g = fabs(in[i + 1] - in[i - 1]) + fabs(in[i + width] - in[i - width]);
        }
        out[y * width + x] = g;
    }
}
