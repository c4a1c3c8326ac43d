extern "C" __global__ void fir5_symmetric_cf4x(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        float m2_0 = i_0 >= 2 ? x[i_0 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        float m1_0 = i_0 >= 1 ? x[i_0 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        float p1_0 = i_0 + 1 < n ? x[i_0 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        float p2_0 = i_0 + 2 < n ? x[i_0 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        y[i_0] = 0.375f * x[i_0] + 0.25f * (m1_0 + p1_0) + 0.0625f * (m2_0 + p2_0);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        float m2_1 = i_1 >= 2 ? x[i_1 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        float m1_1 = i_1 >= 1 ? x[i_1 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        float p1_1 = i_1 + 1 < n ? x[i_1 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        float p2_1 = i_1 + 2 < n ? x[i_1 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        y[i_1] = 0.375f * x[i_1] + 0.25f * (m1_1 + p1_1) + 0.0625f * (m2_1 + p2_1);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        float m2_2 = i_2 >= 2 ? x[i_2 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        float m1_2 = i_2 >= 1 ? x[i_2 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        float p1_2 = i_2 + 1 < n ? x[i_2 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        float p2_2 = i_2 + 2 < n ? x[i_2 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        y[i_2] = 0.375f * x[i_2] + 0.25f * (m1_2 + p1_2) + 0.0625f * (m2_2 + p2_2);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        float m2_3 = i_3 >= 2 ? x[i_3 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        float m1_3 = i_3 >= 1 ? x[i_3 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        float p1_3 = i_3 + 1 < n ? x[i_3 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        float p2_3 = i_3 + 2 < n ? x[i_3 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        y[i_3] = 0.375f * x[i_3] + 0.25f * (m1_3 + p1_3) + 0.0625f * (m2_3 + p2_3);
    }
}
