// Held-out suite 4 (frozen). RMS normalisation of every row of X (rows x cols):
// Y = X / sqrt(mean(X^2) + eps) * gamma. One block of 256 threads per row: strided
// partial sums of squares, a tree in shared memory, then the scaled row.
__kernel void rmsnorm_rows(__global const float *X, __global const float *gamma, __global float *Y,
                           int cols, float eps)
{
    __local float part[256];
    int r = get_group_id(0), t = get_local_id(0);
    float s = 0.0f;
    for (int c = t; c < cols; c += 256) {
        float v = X[r * cols + c];
        s += v * v;
    }
    part[t] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st)
            part[t] += part[t + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    float inv = 1.0f / sqrt(part[0] / (float)cols + eps);
    for (int c = t; c < cols; c += 256)
        Y[r * cols + c] = X[r * cols + c] * inv * gamma[c];
}
