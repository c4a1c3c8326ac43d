extern "C" __global__ void sumsq_partials_cf8x(const float* x, float* partial, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    __shared__ float sh[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    int t_0 = threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    int t_1 = threadIdx.x * 8u + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    int t_2 = threadIdx.x * 8u + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    int t_3 = threadIdx.x * 8u + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    int t_4 = threadIdx.x * 8u + 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    int t_5 = threadIdx.x * 8u + 5u;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    int t_6 = threadIdx.x * 8u + 6u;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    int t_7 = threadIdx.x * 8u + 7u;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    int base_0 = blockIdx.x * 1024 + t_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    int base_1 = blockIdx.x * 1024 + t_1;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    int base_2 = blockIdx.x * 1024 + t_2;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    int base_3 = blockIdx.x * 1024 + t_3;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    int base_4 = blockIdx.x * 1024 + t_4;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    int base_5 = blockIdx.x * 1024 + t_5;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    int base_6 = blockIdx.x * 1024 + t_6;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    int base_7 = blockIdx.x * 1024 + t_7;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    float s_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    float s_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    float s_2 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    float s_3 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    float s_4 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    float s_5 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    float s_6 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    float s_7 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    for (int k = 0; k < 4; k++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        int i_0 = base_0 + 256 * k;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        int i_1 = base_1 + 256 * k;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        int i_2 = base_2 + 256 * k;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        int i_3 = base_3 + 256 * k;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        int i_4 = base_4 + 256 * k;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        int i_5 = base_5 + 256 * k;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        int i_6 = base_6 + 256 * k;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        int i_7 = base_7 + 256 * k;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        if (i_0 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
            s_0 += x[i_0] * x[i_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        if (i_1 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
            s_1 += x[i_1] * x[i_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        if (i_2 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
            s_2 += x[i_2] * x[i_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        if (i_3 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
            s_3 += x[i_3] * x[i_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        if (i_4 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
            s_4 += x[i_4] * x[i_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        if (i_5 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
            s_5 += x[i_5] * x[i_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        if (i_6 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
            s_6 += x[i_6] * x[i_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        if (i_7 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
            s_7 += x[i_7] * x[i_7];
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    sh[t_0] = s_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    sh[t_1] = s_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    sh[t_2] = s_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    sh[t_3] = s_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    sh[t_4] = s_4;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    sh[t_5] = s_5;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    sh[t_6] = s_6;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    sh[t_7] = s_7;
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
#line 18 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        if (t_2 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
            sh[t_2] += sh[t_2 + st];
#line 18 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        if (t_3 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
            sh[t_3] += sh[t_3 + st];
#line 18 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        if (t_4 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
            sh[t_4] += sh[t_4 + st];
#line 18 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        if (t_5 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
            sh[t_5] += sh[t_5 + st];
#line 18 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        if (t_6 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
            sh[t_6] += sh[t_6 + st];
#line 18 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        if (t_7 < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
            sh[t_7] += sh[t_7 + st];
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
#line 22 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    if (t_2 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        partial[blockIdx.x] = sh[0];
#line 22 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    if (t_3 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        partial[blockIdx.x] = sh[0];
#line 22 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    if (t_4 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        partial[blockIdx.x] = sh[0];
#line 22 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    if (t_5 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        partial[blockIdx.x] = sh[0];
#line 22 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    if (t_6 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        partial[blockIdx.x] = sh[0];
#line 22 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
    if (t_7 == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout6/kernels/sumsq_partials.cu"
        partial[blockIdx.x] = sh[0];
}
