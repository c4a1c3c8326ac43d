// Held-out suite 13 (frozen). The sum of squares of each chunk of 256 integers (zeros past n),
// a block of 256 threads per chunk reducing in shared memory with interleaved addressing.
// Blocks of exactly 256.
extern "C" __global__ void block_sumsq_divergent(const int *v, int *partial, int n)
{
    __shared__ int sq[256];
    int t = threadIdx.x;
    int i = blockIdx.x * 256 + t;
    int a = (i < n) ? v[i] : 0;
    sq[t] = a * a;
    __syncthreads();
    for (int s = 1; s < 256; s *= 2) {
        if (t % (2 * s) == 0)
            sq[t] += sq[t + s];
        __syncthreads();
    }
    if (t == 0)
        partial[blockIdx.x] = sq[0];
}
