extern "C" __global__ void dot_partials256_cf8x(const float* x, const float* y, float* partial, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    __shared__ float s[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    int t_0 = (unsigned long long)threadIdx.x * 8ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    int t_1 = (unsigned long long)threadIdx.x * 8ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    int t_2 = (unsigned long long)threadIdx.x * 8ull + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    int t_3 = (unsigned long long)threadIdx.x * 8ull + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    int t_4 = (unsigned long long)threadIdx.x * 8ull + 4ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    int t_5 = (unsigned long long)threadIdx.x * 8ull + 5ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    int t_6 = (unsigned long long)threadIdx.x * 8ull + 6ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    int t_7 = (unsigned long long)threadIdx.x * 8ull + 7ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    int i_0 = (unsigned long long)blockIdx.x * 512 + t_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    int i_1 = (unsigned long long)blockIdx.x * 512 + t_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    int i_2 = (unsigned long long)blockIdx.x * 512 + t_2;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    int i_3 = (unsigned long long)blockIdx.x * 512 + t_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    int i_4 = (unsigned long long)blockIdx.x * 512 + t_4;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    int i_5 = (unsigned long long)blockIdx.x * 512 + t_5;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    int i_6 = (unsigned long long)blockIdx.x * 512 + t_6;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    int i_7 = (unsigned long long)blockIdx.x * 512 + t_7;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    float acc_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    float acc_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    float acc_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    float acc_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    float acc_4 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    float acc_5 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    float acc_6 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    float acc_7 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (i_0 < n)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        acc_0 = x[i_0] * y[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (i_1 < n)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        acc_1 = x[i_1] * y[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (i_2 < n)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        acc_2 = x[i_2] * y[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (i_3 < n)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        acc_3 = x[i_3] * y[i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (i_4 < n)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        acc_4 = x[i_4] * y[i_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (i_5 < n)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        acc_5 = x[i_5] * y[i_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (i_6 < n)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        acc_6 = x[i_6] * y[i_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (i_7 < n)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        acc_7 = x[i_7] * y[i_7];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (i_0 + 256 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        acc_0 += x[i_0 + 256] * y[i_0 + 256];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (i_1 + 256 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        acc_1 += x[i_1 + 256] * y[i_1 + 256];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (i_2 + 256 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        acc_2 += x[i_2 + 256] * y[i_2 + 256];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (i_3 + 256 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        acc_3 += x[i_3 + 256] * y[i_3 + 256];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (i_4 + 256 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        acc_4 += x[i_4 + 256] * y[i_4 + 256];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (i_5 + 256 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        acc_5 += x[i_5 + 256] * y[i_5 + 256];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (i_6 + 256 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        acc_6 += x[i_6 + 256] * y[i_6 + 256];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (i_7 + 256 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        acc_7 += x[i_7 + 256] * y[i_7 + 256];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    s[t_0] = acc_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    s[t_1] = acc_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    s[t_2] = acc_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    s[t_3] = acc_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    s[t_4] = acc_4;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    s[t_5] = acc_5;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    s[t_6] = acc_6;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    s[t_7] = acc_7;
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
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        if (t_2 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
            s[t_2] += s[t_2 + st];
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        if (t_3 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
            s[t_3] += s[t_3 + st];
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        if (t_4 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
            s[t_4] += s[t_4 + st];
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        if (t_5 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
            s[t_5] += s[t_5 + st];
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        if (t_6 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
            s[t_6] += s[t_6 + st];
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        if (t_7 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
            s[t_7] += s[t_7 + st];
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
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (t_2 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        partial[(unsigned long long)blockIdx.x] = s[0];
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (t_3 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        partial[(unsigned long long)blockIdx.x] = s[0];
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (t_4 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        partial[(unsigned long long)blockIdx.x] = s[0];
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (t_5 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        partial[(unsigned long long)blockIdx.x] = s[0];
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (t_6 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        partial[(unsigned long long)blockIdx.x] = s[0];
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (t_7 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        partial[(unsigned long long)blockIdx.x] = s[0];
}
