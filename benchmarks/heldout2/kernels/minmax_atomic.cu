// Held-out suite 2 (frozen). The minimum and maximum of an int array: a tree of each in
// shared memory per block of 256, then one atomic min and one atomic max per block into
// res[0] and res[1] (initialized by the caller).
extern "C" __global__ void minmax_atomic(const int *in, int *res, int n)
{
    __shared__ int lo[256];
    __shared__ int hi[256];
    int t = threadIdx.x;
    int g = blockIdx.x * 256 + t;
    int v = g < n ? in[g] : in[0];
    lo[t] = v;
    hi[t] = v;
    __syncthreads();
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st) {
            lo[t] = min(lo[t], lo[t + st]);
            hi[t] = max(hi[t], hi[t + st]);
        }
        __syncthreads();
    }
    if (t == 0) {
        atomicMin(&res[0], lo[0]);
        atomicMax(&res[1], hi[0]);
    }
}
