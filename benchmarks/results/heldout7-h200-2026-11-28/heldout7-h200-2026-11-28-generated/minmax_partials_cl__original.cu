extern "C" __global__ void minmax_partials(const float* x, float* pmin, float* pmax, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    __shared__ float lo[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    __shared__ float hi[256];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    int t = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    int base = (unsigned long long)blockIdx.x * 1024 + t;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    float a = 3e38f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    float b = -3e38f;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    for (int k = 0; k < 4; k++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        int i = base + 256 * k;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        if (i < n) {
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
            a = fminf(a, x[i]);
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
            b = fmaxf(b, x[i]);
        }
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    lo[t] = a;
#line 20 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    hi[t] = b;
#line 21 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    __syncthreads();
#line 22 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    for (int st = 128; st > 0; st >>= 1) {
#line 23 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        if (t < st) {
#line 24 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
            lo[t] = fminf(lo[t], lo[t + st]);
#line 25 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
            hi[t] = fmaxf(hi[t], hi[t + st]);
        }
#line 27 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        __syncthreads();
    }
#line 29 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
    if (t == 0) {
#line 30 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        pmin[(unsigned long long)blockIdx.x] = lo[0];
#line 31 "/work/main/.stage/main/benchmarks/heldout7/kernels/minmax_partials.cl"
        pmax[(unsigned long long)blockIdx.x] = hi[0];
    }
}
