// threads stages its 128 pixels of a row and 8 halo pixels on each side (clamped at the
// image edge) in local memory, then each thread sums 17 weighted neighbours.
__kernel void row_conv_shared(__global const float *in, __global const float *w, __global float *out, int width, int height)
{
    __local float s[128 + 16];
    int t = get_local_id(0);
    int x = get_group_id(0) * 128 + t;
    int y = get_group_id(1);
    int row = y * width;
    s[t + 8] = in[row + min(x, width - 1)];
    if (t < 8) {
        s[t] = in[row + max(x - 8, 0)];
        s[t + 136] = in[row + min(x + 128, width - 1)];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (x < width) {
        float acc = 0.0f;
        for (int k = 0; k < 17; k++)
            acc += w[k] * s[t + k];
        out[row + x] = acc;
    }
}
