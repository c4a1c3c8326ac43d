// Held-out suite 2 (frozen), hand version of softmax_rows: one block of 256 threads per row;
// the threads stride over the row (coalesced), the maximum and the sum of exponentials are
// trees in shared memory. One block per row.
extern "C" __global__ void softmax_rows_hand(const float *in, float *out, int rows, int cols)
{
    __shared__ float part[256];
    int r = blockIdx.x;
    int t = threadIdx.x;
    float m = -3.0e38f;
    for (int c = t; c < cols; c += 256)
        m = fmaxf(m, in[r * cols + c]);
    part[t] = m;
    __syncthreads();
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st)
            part[t] = fmaxf(part[t], part[t + st]);
        __syncthreads();
    }
    m = part[0];
    __syncthreads();
    float s = 0.0f;
    for (int c = t; c < cols; c += 256)
        s += expf(in[r * cols + c] - m);
    part[t] = s;
    __syncthreads();
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st)
            part[t] += part[t + st];
        __syncthreads();
    }
    float inv = 1.0f / part[0];
    for (int c = t; c < cols; c += 256)
        out[r * cols + c] = expf(in[r * cols + c] - m) * inv;
}
