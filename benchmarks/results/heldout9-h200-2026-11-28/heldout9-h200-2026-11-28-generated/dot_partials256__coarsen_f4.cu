extern "C" __global__ void dot_partials256_cf4x(const float* x, const float* y, float* partial, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    __shared__ float s[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    int t_0 = threadIdx.x * 4u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    int t_1 = threadIdx.x * 4u + 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    int t_2 = threadIdx.x * 4u + 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    int t_3 = threadIdx.x * 4u + 3u;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    int i_0 = blockIdx.x * 512 + t_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    int i_1 = blockIdx.x * 512 + t_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    int i_2 = blockIdx.x * 512 + t_2;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    int i_3 = blockIdx.x * 512 + t_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    float acc_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    float acc_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    float acc_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    float acc_3 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    if (i_0 < n)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        acc_0 = x[i_0] * y[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    if (i_1 < n)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        acc_1 = x[i_1] * y[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    if (i_2 < n)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        acc_2 = x[i_2] * y[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    if (i_3 < n)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        acc_3 = x[i_3] * y[i_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    if (i_0 + 256 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        acc_0 += x[i_0 + 256] * y[i_0 + 256];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    if (i_1 + 256 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        acc_1 += x[i_1 + 256] * y[i_1 + 256];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    if (i_2 + 256 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        acc_2 += x[i_2 + 256] * y[i_2 + 256];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    if (i_3 + 256 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        acc_3 += x[i_3 + 256] * y[i_3 + 256];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    s[t_0] = acc_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    s[t_1] = acc_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    s[t_2] = acc_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    s[t_3] = acc_3;
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
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        if (t_2 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
            s[t_2] += s[t_2 + st];
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        if (t_3 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
            s[t_3] += s[t_3 + st];
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
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    if (t_2 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        partial[blockIdx.x] = s[0];
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    if (t_3 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        partial[blockIdx.x] = s[0];
}
