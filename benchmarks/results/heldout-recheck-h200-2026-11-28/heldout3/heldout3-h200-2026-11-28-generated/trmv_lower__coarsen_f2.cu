extern "C" __global__ void trmv_lower_cf2x(const float* L, const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
        float s_0 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
        for (int j_0 = 0; j_0 <= i_0; j_0++)
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
            s_0 += L[i_0 * n + j_0] * x[j_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
        y[i_0] = s_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
        float s_1 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
        for (int j_1 = 0; j_1 <= i_1; j_1++)
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
            s_1 += L[i_1 * n + j_1] * x[j_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
        y[i_1] = s_1;
    }
}
