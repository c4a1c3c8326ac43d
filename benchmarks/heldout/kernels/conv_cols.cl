// Held-out suite (frozen). The column pass of a separable convolution: a 7-tap filter
// (radius 3) down each column, rows clamped at the border.
__kernel void conv_cols(__global const float *in, __global const float *w, __global float *out,
                        int width, int height)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x < width && y < height) {
        float s = 0.0f;
        for (int k = -3; k <= 3; k++) {
            int yy = clamp(y + k, 0, height - 1);
            s += w[k + 3] * in[yy * width + x];
        }
        out[y * width + x] = s;
    }
}
