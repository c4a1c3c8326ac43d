// Held-out suite 7 (frozen). The minimum and the maximum of x in partials, one of each per
// block of 256 threads: each thread takes four values 256 apart (coalesced), and two trees
// in shared memory combine the block's 256 pairs.
extern "C" __global__ void minmax_partials(const float *x, float *pmin, float *pmax, int n)
{
    __shared__ float lo[256];
    __shared__ float hi[256];
    int t = threadIdx.x;
    int base = blockIdx.x * 1024 + t;
    float a = 3.0e38f, b = -3.0e38f;
    for (int k = 0; k < 4; k++) {
        int i = base + 256 * k;
        if (i < n) {
            a = fminf(a, x[i]);
            b = fmaxf(b, x[i]);
        }
    }
    lo[t] = a;
    hi[t] = b;
    __syncthreads();
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st) {
            lo[t] = fminf(lo[t], lo[t + st]);
            hi[t] = fmaxf(hi[t], hi[t + st]);
        }
        __syncthreads();
    }
    if (t == 0) {
        pmin[blockIdx.x] = lo[0];
        pmax[blockIdx.x] = hi[0];
    }
}
