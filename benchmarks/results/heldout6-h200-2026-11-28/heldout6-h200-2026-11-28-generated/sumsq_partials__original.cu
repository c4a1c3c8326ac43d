extern "C" __global__ void sumsq_partials(const float* x, float* partial, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    __shared__ float sh[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    int t = threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    int base = blockIdx.x * 1024 + t;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    float s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    for (int k = 0; k < 4; k++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        int i = base + 256 * k;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        if (i < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
            s += x[i] * x[i];
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    sh[t] = s;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    for (int st = 128; st > 0; st >>= 1) {
#line 18 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        if (t < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
            sh[t] += sh[t + st];
#line 20 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        __syncthreads();
    }
#line 22 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    if (t == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        partial[blockIdx.x] = sh[0];
}
