// block of 256 threads per row; the mean and the variance by tree sums in local memory
// (sequential addressing), then (x - mean) / sqrt(var + eps) * gamma + beta.
__kernel void layernorm_rows(__global const float *in, __global const float *gamma, __global const float *beta, __global float *out, int rows, int cols)
{
    __local float part[256];
    int r = get_group_id(0);
    int t = get_local_id(0);
    float s = 0.0f;
    for (int c = t; c < cols; c += 256)
        s += in[r * cols + c];
    part[t] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st)
            part[t] += part[t + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    float mean = part[0] / (float)cols;
    barrier(CLK_LOCAL_MEM_FENCE);
    float v = 0.0f;
    for (int c = t; c < cols; c += 256) {
        float d = in[r * cols + c] - mean;
        v += d * d;
    }
    part[t] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st)
            part[t] += part[t + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    float inv = 1.0f / sqrt(part[0] / (float)cols + 1e-5f);
    for (int c = t; c < cols; c += 256)
        out[r * cols + c] = (in[r * cols + c] - mean) * inv * gamma[c] + beta[c];
}
