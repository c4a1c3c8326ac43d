// Held-out suite 2 (frozen). Layer normalization of each row of a rows x cols matrix: one
// block of 256 threads per row; the mean and the variance by tree sums in shared memory
// (sequential addressing), then (x - mean) / sqrt(var + eps) * gamma + beta.
extern "C" __global__ void layernorm_rows(const float *in, const float *gamma,
                                          const float *beta, float *out, int rows, int cols)
{
    __shared__ float part[256];
    int r = blockIdx.x;
    int t = threadIdx.x;
    float s = 0.0f;
    for (int c = t; c < cols; c += 256)
        s += in[r * cols + c];
    part[t] = s;
    __syncthreads();
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st)
            part[t] += part[t + st];
        __syncthreads();
    }
    float mean = part[0] / (float)cols;
    __syncthreads();
    float v = 0.0f;
    for (int c = t; c < cols; c += 256) {
        float d = in[r * cols + c] - mean;
        v += d * d;
    }
    part[t] = v;
    __syncthreads();
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st)
            part[t] += part[t + st];
        __syncthreads();
    }
    float inv = 1.0f / sqrtf(part[0] / (float)cols + 1e-5f);
    for (int c = t; c < cols; c += 256)
        out[r * cols + c] = (in[r * cols + c] - mean) * inv * gamma[c] + beta[c];
}
