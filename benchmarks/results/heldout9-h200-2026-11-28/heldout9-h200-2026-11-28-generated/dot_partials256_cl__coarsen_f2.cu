extern "C" __global__ void dot_partials256_cf2x(const float* x, const float* y, float* partial, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    __shared__ float s[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    int t_0 = (unsigned long long)threadIdx.x * 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    int t_1 = (unsigned long long)threadIdx.x * 2ull + 1ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    int i_0 = (unsigned long long)blockIdx.x * 512 + t_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    int i_1 = (unsigned long long)blockIdx.x * 512 + t_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    float acc_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    float acc_1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (i_0 < n)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        acc_0 = x[i_0] * y[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (i_1 < n)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        acc_1 = x[i_1] * y[i_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (i_0 + 256 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        acc_0 += x[i_0 + 256] * y[i_0 + 256];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (i_1 + 256 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        acc_1 += x[i_1 + 256] * y[i_1 + 256];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    s[t_0] = acc_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    s[t_1] = acc_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    for (int st = 128; st > 0; st >>= 1) {
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        if (t_0 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
            s[t_0] += s[t_0 + st];
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        if (t_1 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
            s[t_1] += s[t_1 + st];
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        __syncthreads();
    }
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (t_0 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        partial[(unsigned long long)blockIdx.x] = s[0];
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (t_1 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        partial[(unsigned long long)blockIdx.x] = s[0];
}
