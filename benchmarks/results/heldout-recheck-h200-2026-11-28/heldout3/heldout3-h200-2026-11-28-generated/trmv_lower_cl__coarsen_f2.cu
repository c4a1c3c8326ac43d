extern "C" __global__ void trmv_lower_cf2x(const float* L, const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        float s_0 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        for (int j_0 = 0; j_0 <= i_0; j_0++)
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            s_0 += L[i_0 * n + j_0] * x[j_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        y[i_0] = s_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        float s_1 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        for (int j_1 = 0; j_1 <= i_1; j_1++)
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
            s_1 += L[i_1 * n + j_1] * x[j_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cl"
        y[i_1] = s_1;
    }
}
