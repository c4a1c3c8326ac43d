extern "C" __global__ void minmax_partials(const float* x, float* pmin, float* pmax, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    __shared__ float lo[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    __shared__ float hi[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int t = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    int base = blockIdx.x * 1024 + t;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float a = 3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    float b = -3e38f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    for (int k = 0; k < 4; k++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        int i = base + 256 * k;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        if (i < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            a = fminf(a, x[i]);
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            b = fmaxf(b, x[i]);
        }
    }
#line 18 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    lo[t] = a;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    hi[t] = b;
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    __syncthreads();
#line 21 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    for (int st = 128; st > 0; st >>= 1) {
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        if (t < st) {
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            lo[t] = fminf(lo[t], lo[t + st]);
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
            hi[t] = fmaxf(hi[t], hi[t + st]);
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        __syncthreads();
    }
#line 28 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
    if (t == 0) {
#line 29 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        pmin[blockIdx.x] = lo[0];
#line 30 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cu"
        pmax[blockIdx.x] = hi[0];
    }
}
