// Held-out suite 6 (frozen). The sum of squares of x in partial sums, one per block of 256
// threads: each thread adds four values 256 apart (coalesced) and a tree in shared memory
// adds the block's 256 sums into partial[block].
extern "C" __global__ void sumsq_partials(const float *x, float *partial, int n)
{
    __shared__ float sh[256];
    int t = threadIdx.x;
    int base = blockIdx.x * 1024 + t;
    float s = 0.0f;
    for (int k = 0; k < 4; k++) {
        int i = base + 256 * k;
        if (i < n)
            s += x[i] * x[i];
    }
    sh[t] = s;
    __syncthreads();
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st)
            sh[t] += sh[t + st];
        __syncthreads();
    }
    if (t == 0)
        partial[blockIdx.x] = sh[0];
}
