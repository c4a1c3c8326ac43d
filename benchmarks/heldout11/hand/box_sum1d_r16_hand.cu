// Held-out suite 11 (frozen), hand version of box_sum1d_r16: the block's 256 values and the
// 16 on each side are copied once to shared memory (coalesced), then every thread adds its
// 33 values from there. Blocks of 256 threads.
extern "C" __global__ void box_sum1d_r16_hand(const float *__restrict__ x, float *__restrict__ y,
                                              int n)
{
    __shared__ float tile[256 + 32];
    int t = threadIdx.x;
    int first = blockIdx.x * 256 - 16;
    for (int k = t; k < 256 + 32; k += 256) {
        int j = min(max(first + k, 0), n - 1);
        tile[k] = x[j];
    }
    __syncthreads();
    int i = blockIdx.x * 256 + t;
    if (i < n) {
        float s = 0.0f;
        for (int k = 0; k <= 32; ++k)
            s += tile[t + k];
        y[i] = s;
    }
}
