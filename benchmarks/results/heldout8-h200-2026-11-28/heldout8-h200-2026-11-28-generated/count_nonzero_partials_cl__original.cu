extern "C" __global__ void count_nonzero_partials(const float* x, int* counts, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
    __shared__ int s[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
    int t = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
    int base = (unsigned long long)blockIdx.x * 1024 + t;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
    int c = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
    for (int k = 0; k < 4; k++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
        int i = base + 256 * k;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
        if (i < n && x[i] != 0.0f)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
            c++;
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
    s[t] = c;
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
    for (int st = 128; st > 0; st >>= 1) {
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
        if (t < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
            s[t] += s[t + st];
#line 20 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
        __syncthreads();
    }
#line 22 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
    if (t == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout8/kernels/count_nonzero_partials.cl"
        counts[(unsigned long long)blockIdx.x] = s[0];
}
