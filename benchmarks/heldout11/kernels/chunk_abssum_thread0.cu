// Held-out suite 11 (frozen). The sum of magnitudes of every chunk of 256 samples: the
// block stages |x| in shared memory, then its first thread adds the 256 values.
// Blocks of 256 threads.
extern "C" __global__ void chunk_abssum_thread0(const float *x, float *sums, int n)
{
    __shared__ float mag[256];
    int t = threadIdx.x;
    int i = blockIdx.x * 256 + t;
    mag[t] = i < n ? fabsf(x[i]) : 0.0f;
    __syncthreads();
    if (t == 0) {
        float total = 0.0f;
        for (int k = 0; k < 256; ++k)
            total += mag[k];
        sums[blockIdx.x] = total;
    }
}
