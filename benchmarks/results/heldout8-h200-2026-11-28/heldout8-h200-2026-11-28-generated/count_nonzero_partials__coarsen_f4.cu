extern "C" __global__ void count_nonzero_partials_cf4x(const float* x, int* counts, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    __shared__ int s[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    int t_0 = threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    int t_1 = threadIdx.x * 4u + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    int t_2 = threadIdx.x * 4u + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    int t_3 = threadIdx.x * 4u + 3u;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    int base_0 = blockIdx.x * 1024 + t_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    int base_1 = blockIdx.x * 1024 + t_1;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    int base_2 = blockIdx.x * 1024 + t_2;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    int base_3 = blockIdx.x * 1024 + t_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    int c_0 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    int c_1 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    int c_2 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    int c_3 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    for (int k = 0; k < 4; k++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
        int i_0 = base_0 + 256 * k;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
        int i_1 = base_1 + 256 * k;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
        int i_2 = base_2 + 256 * k;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
        int i_3 = base_3 + 256 * k;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
        if (i_0 < n && x[i_0] != 0.0f)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
            c_0++;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
        if (i_1 < n && x[i_1] != 0.0f)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
            c_1++;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
        if (i_2 < n && x[i_2] != 0.0f)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
            c_2++;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
        if (i_3 < n && x[i_3] != 0.0f)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
            c_3++;
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    s[t_0] = c_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    s[t_1] = c_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    s[t_2] = c_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    s[t_3] = c_3;
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
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
        if (t_2 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
            s[t_2] += s[t_2 + st];
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
        if (t_3 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
            s[t_3] += s[t_3 + st];
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
#line 22 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    if (t_2 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
        counts[blockIdx.x] = s[0];
#line 22 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
    if (t_3 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cu"
        counts[blockIdx.x] = s[0];
}
