extern "C" __global__ void atax2_cf2x(const float* A, const float* tmp, float* y, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
    int j_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
    int j_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
    if (j_0 < cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
        float s_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
        for (int i_0 = 0; i_0 < rows; i_0++)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
            s_0 += A[i_0 * cols + j_0] * tmp[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
        y[j_0] = s_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
    if (j_1 < cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
        float s_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
        for (int i_1 = 0; i_1 < rows; i_1++)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
            s_1 += A[i_1 * cols + j_1] * tmp[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
        y[j_1] = s_1;
    }
}
