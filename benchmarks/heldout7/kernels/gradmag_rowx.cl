// Held-out suite 7 (frozen). The L1 gradient magnitude of an image (height x width,
// row-major) by central differences, |f(x+1) - f(x-1)| + |f(y+1) - f(y-1)|, zero on the
// border. A 2D grid whose x index is the row and whose y index is the column.
__kernel void gradmag_rowx(__global const float *in, __global float *out, int width,
                           int height)
{
    int y = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int x = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (x < width && y < height) {
        float g = 0.0f;
        if (x > 0 && x < width - 1 && y > 0 && y < height - 1) {
            int i = y * width + x;
            g = fabs(in[i + 1] - in[i - 1]) + fabs(in[i + width] - in[i - width]);
        }
        out[y * width + x] = g;
    }
}
