extern "C" __global__ void fir5_symmetric(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        float m2 = i >= 2 ? x[i - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        float m1 = i >= 1 ? x[i - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        float p1 = i + 1 < n ? x[i + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        float p2 = i + 2 < n ? x[i + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        y[i] = 0.375f * x[i] + 0.25f * (m1 + p1) + 0.0625f * (m2 + p2);
    }
}
