// Held-out suite 8 (frozen). The number of nonzero values of every 1024 consecutive floats:
// four per thread (strided by 256, coalesced), then a block tree of ints in shared memory.
// Blocks of 256 threads.
extern "C" __global__ void count_nonzero_partials(const float *x, int *counts, int n)
{
    __shared__ int s[256];
    int t = threadIdx.x;
    int base = blockIdx.x * 1024 + t;
    int c = 0;
    for (int k = 0; k < 4; k++) {
        int i = base + 256 * k;
        if (i < n && x[i] != 0.0f)
            c++;
    }
    s[t] = c;
    __syncthreads();
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st)
            s[t] += s[t + st];
        __syncthreads();
    }
    if (t == 0)
        counts[blockIdx.x] = s[0];
}
