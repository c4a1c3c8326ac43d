// Held-out suite 9 (frozen). The dot product of every 512 consecutive pairs of two vectors:
// two products per thread (256 apart, coalesced), then a block tree in shared memory.
// Blocks of 256 threads.
extern "C" __global__ void dot_partials256(const float *x, const float *y, float *partial,
                                           int n)
{
    __shared__ float s[256];
    int t = threadIdx.x;
    int i = blockIdx.x * 512 + t;
    float acc = 0.0f;
    if (i < n)
        acc = x[i] * y[i];
    if (i + 256 < n)
        acc += x[i + 256] * y[i + 256];
    s[t] = acc;
    __syncthreads();
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st)
            s[t] += s[t + st];
        __syncthreads();
    }
    if (t == 0)
        partial[blockIdx.x] = s[0];
}
