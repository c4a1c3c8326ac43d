extern "C" __global__ void minmax_atomic(const int* in, int* res, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    __shared__ int lo[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    __shared__ int hi[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int t = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int g = blockIdx.x * 256 + t;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    int v = g < n ? in[g] : in[0];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    lo[t] = v;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    hi[t] = v;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    for (int st = 128; st > 0; st >>= 1) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        if (t < st) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
            lo[t] = min(lo[t], lo[t + st]);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
            hi[t] = max(hi[t], hi[t + st]);
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        __syncthreads();
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
    if (t == 0) {
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        atomicMin(&res[0], lo[0]);
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/minmax_atomic.cu"
        atomicMax(&res[1], hi[0]);
    }
}
