extern "C" __global__ void count_nonzero_partials_cf2x(const float* x, int* counts, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
    __shared__ int s[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
    int t_0 = (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
    int t_1 = (unsigned long long)threadIdx.x * 2ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
    int base_0 = (unsigned long long)blockIdx.x * 1024 + t_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
    int base_1 = (unsigned long long)blockIdx.x * 1024 + t_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
    int c_0 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
    int c_1 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
    for (int k = 0; k < 4; k++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
        int i_0 = base_0 + 256 * k;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
        int i_1 = base_1 + 256 * k;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
        if (i_0 < n && x[i_0] != 0.0f)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
            c_0++;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
        if (i_1 < n && x[i_1] != 0.0f)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
            c_1++;
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
    s[t_0] = c_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
    s[t_1] = c_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
    for (int st = 128; st > 0; st >>= 1) {
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
        if (t_0 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
            s[t_0] += s[t_0 + st];
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
        if (t_1 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
            s[t_1] += s[t_1 + st];
#line 20 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
        __syncthreads();
    }
#line 22 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
    if (t_0 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
        counts[(unsigned long long)blockIdx.x] = s[0];
#line 22 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
    if (t_1 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
        counts[(unsigned long long)blockIdx.x] = s[0];
}
