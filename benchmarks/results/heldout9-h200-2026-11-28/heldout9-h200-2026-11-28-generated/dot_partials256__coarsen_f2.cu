extern "C" __global__ void dot_partials256_cf2x(const float* x, const float* y, float* partial, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    __shared__ float s[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    int t_0 = threadIdx.x * 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    int t_1 = threadIdx.x * 2u + 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    int i_0 = blockIdx.x * 512 + t_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    int i_1 = blockIdx.x * 512 + t_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    float acc_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    float acc_1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    if (i_0 < n)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        acc_0 = x[i_0] * y[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    if (i_1 < n)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        acc_1 = x[i_1] * y[i_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    if (i_0 + 256 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        acc_0 += x[i_0 + 256] * y[i_0 + 256];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    if (i_1 + 256 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        acc_1 += x[i_1 + 256] * y[i_1 + 256];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    s[t_0] = acc_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    s[t_1] = acc_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    for (int st = 128; st > 0; st >>= 1) {
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        if (t_0 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
            s[t_0] += s[t_0 + st];
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        if (t_1 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
            s[t_1] += s[t_1 + st];
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        __syncthreads();
    }
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    if (t_0 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        partial[blockIdx.x] = s[0];
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    if (t_1 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        partial[blockIdx.x] = s[0];
}
