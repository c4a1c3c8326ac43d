extern "C" __global__ void count_nonzero_partials_cf2x(const float* x, int* counts, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    __shared__ int s[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    int t_0 = threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    int t_1 = threadIdx.x * 2u + 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    int base_0 = blockIdx.x * 1024 + t_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    int base_1 = blockIdx.x * 1024 + t_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    int c_0 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    int c_1 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    for (int k = 0; k < 4; k++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
        int i_0 = base_0 + 256 * k;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
        int i_1 = base_1 + 256 * k;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
        if (i_0 < n && x[i_0] != 0.0f)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
            c_0++;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
        if (i_1 < n && x[i_1] != 0.0f)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
            c_1++;
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    s[t_0] = c_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    s[t_1] = c_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    for (int st = 128; st > 0; st >>= 1) {
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
        if (t_0 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
            s[t_0] += s[t_0 + st];
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
        if (t_1 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
            s[t_1] += s[t_1 + st];
#line 20 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
        __syncthreads();
    }
#line 22 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    if (t_0 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
        counts[blockIdx.x] = s[0];
#line 22 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    if (t_1 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
        counts[blockIdx.x] = s[0];
}
