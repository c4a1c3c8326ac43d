// Held-out suite 9 (frozen). The Sobel derivatives gx and gy of a float image on the interior
// of a width x height grid, 0 on its border.
__kernel void sobel_gxgy_f32(__global const float *in, __global float *gx, __global float *gy,
                             int width, int height)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x < width && y < height) {
        int i = y * width + x;
        float dx = 0.0f, dy = 0.0f;
        if (x > 0 && x < width - 1 && y > 0 && y < height - 1) {
            dx = (in[i - width + 1] + 2.0f * in[i + 1] + in[i + width + 1])
                 - (in[i - width - 1] + 2.0f * in[i - 1] + in[i + width - 1]);
            dy = (in[i + width - 1] + 2.0f * in[i + width] + in[i + width + 1])
                 - (in[i - width - 1] + 2.0f * in[i - width] + in[i - width + 1]);
        }
        gx[i] = dx;
        gy[i] = dy;
    }
}
