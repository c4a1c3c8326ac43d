extern "C" __global__ void minmax_atomic(const int* in, int* res, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    __shared__ int lo[256];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    __shared__ int hi[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    int t = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    int g = (unsigned long long)blockIdx.x * 256 + t;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    int v = g < n ? in[g] : in[0];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    lo[t] = v;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    hi[t] = v;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    for (int st = 128; st > 0; st >>= 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
        if (t < st) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
            lo[t] = min(lo[t], lo[t + st]);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
            hi[t] = max(hi[t], hi[t + st]);
        }
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
        __syncthreads();
    }
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
    if (t == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
        atomicMin(&res[0], lo[0]);
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cl"
        atomicMax(&res[1], hi[0]);
    }
}
