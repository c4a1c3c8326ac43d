// Held-out suite 5 (frozen). The SwiGLU gate of a transformer MLP: every row of X holds the
// gate half a and the value half b (2 hidden floats), Y = silu(a) b = a / (1 + e^-a) b.
// One thread per output (x: column, y: row).
__kernel void swiglu_rows(__global const float *X, __global float *Y, int hidden, int rows)
{
    int j = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int r = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (j < hidden && r < rows) {
        float a = X[2 * r * hidden + j];
        float b = X[2 * r * hidden + hidden + j];
        Y[r * hidden + j] = a / (1.0f + exp(-a)) * b;
    }
}
