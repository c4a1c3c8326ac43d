extern "C" __global__ void atax2_cf4x(const float* A, const float* tmp, float* y, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
    int j_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
    int j_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
    int j_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
    int j_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
    if (j_2 < cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
        float s_2 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
        for (int i_2 = 0; i_2 < rows; i_2++)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
            s_2 += A[i_2 * cols + j_2] * tmp[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
        y[j_2] = s_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
    if (j_3 < cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
        float s_3 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
        for (int i_3 = 0; i_3 < rows; i_3++)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
            s_3 += A[i_3 * cols + j_3] * tmp[i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
        y[j_3] = s_3;
    }
}
