extern "C" __global__ void fir5_symmetric_cf8x(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float m2_0 = i_0 >= 2 ? x[i_0 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float m1_0 = i_0 >= 1 ? x[i_0 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float p1_0 = i_0 + 1 < n ? x[i_0 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float p2_0 = i_0 + 2 < n ? x[i_0 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        y[i_0] = 0.375f * x[i_0] + 0.25f * (m1_0 + p1_0) + 0.0625f * (m2_0 + p2_0);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float m2_1 = i_1 >= 2 ? x[i_1 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float m1_1 = i_1 >= 1 ? x[i_1 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float p1_1 = i_1 + 1 < n ? x[i_1 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float p2_1 = i_1 + 2 < n ? x[i_1 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        y[i_1] = 0.375f * x[i_1] + 0.25f * (m1_1 + p1_1) + 0.0625f * (m2_1 + p2_1);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float m2_2 = i_2 >= 2 ? x[i_2 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float m1_2 = i_2 >= 1 ? x[i_2 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float p1_2 = i_2 + 1 < n ? x[i_2 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float p2_2 = i_2 + 2 < n ? x[i_2 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        y[i_2] = 0.375f * x[i_2] + 0.25f * (m1_2 + p1_2) + 0.0625f * (m2_2 + p2_2);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float m2_3 = i_3 >= 2 ? x[i_3 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float m1_3 = i_3 >= 1 ? x[i_3 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float p1_3 = i_3 + 1 < n ? x[i_3 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float p2_3 = i_3 + 2 < n ? x[i_3 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        y[i_3] = 0.375f * x[i_3] + 0.25f * (m1_3 + p1_3) + 0.0625f * (m2_3 + p2_3);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float m2_4 = i_4 >= 2 ? x[i_4 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float m1_4 = i_4 >= 1 ? x[i_4 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float p1_4 = i_4 + 1 < n ? x[i_4 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float p2_4 = i_4 + 2 < n ? x[i_4 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        y[i_4] = 0.375f * x[i_4] + 0.25f * (m1_4 + p1_4) + 0.0625f * (m2_4 + p2_4);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float m2_5 = i_5 >= 2 ? x[i_5 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float m1_5 = i_5 >= 1 ? x[i_5 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float p1_5 = i_5 + 1 < n ? x[i_5 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float p2_5 = i_5 + 2 < n ? x[i_5 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        y[i_5] = 0.375f * x[i_5] + 0.25f * (m1_5 + p1_5) + 0.0625f * (m2_5 + p2_5);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float m2_6 = i_6 >= 2 ? x[i_6 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float m1_6 = i_6 >= 1 ? x[i_6 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float p1_6 = i_6 + 1 < n ? x[i_6 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float p2_6 = i_6 + 2 < n ? x[i_6 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        y[i_6] = 0.375f * x[i_6] + 0.25f * (m1_6 + p1_6) + 0.0625f * (m2_6 + p2_6);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float m2_7 = i_7 >= 2 ? x[i_7 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float m1_7 = i_7 >= 1 ? x[i_7 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float p1_7 = i_7 + 1 < n ? x[i_7 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        float p2_7 = i_7 + 2 < n ? x[i_7 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
        y[i_7] = 0.375f * x[i_7] + 0.25f * (m1_7 + p1_7) + 0.0625f * (m2_7 + p2_7);
    }
}
