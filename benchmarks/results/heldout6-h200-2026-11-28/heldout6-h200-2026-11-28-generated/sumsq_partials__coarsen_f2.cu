extern "C" __global__ void sumsq_partials_cf2x(const float* x, float* partial, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    __shared__ float sh[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    int t_0 = threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    int t_1 = threadIdx.x * 2u + 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    int base_0 = blockIdx.x * 1024 + t_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    int base_1 = blockIdx.x * 1024 + t_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    float s_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    float s_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    for (int k = 0; k < 4; k++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        int i_0 = base_0 + 256 * k;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        int i_1 = base_1 + 256 * k;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        if (i_0 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
            s_0 += x[i_0] * x[i_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        if (i_1 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
            s_1 += x[i_1] * x[i_1];
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    sh[t_0] = s_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    sh[t_1] = s_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    for (int st = 128; st > 0; st >>= 1) {
#line 18 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        if (t_0 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
            sh[t_0] += sh[t_0 + st];
#line 18 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        if (t_1 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
            sh[t_1] += sh[t_1 + st];
#line 20 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        __syncthreads();
    }
#line 22 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    if (t_0 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        partial[blockIdx.x] = sh[0];
#line 22 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    if (t_1 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        partial[blockIdx.x] = sh[0];
}
