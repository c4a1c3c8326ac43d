extern "C" __global__ void fir5_symmetric_cf2x(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
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
}
