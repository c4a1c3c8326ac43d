extern "C" __global__ void atax1_cf4x(const float* A, const float* x, float* tmp, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    if (i_0 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        float s_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        for (int j_0 = 0; j_0 < cols; j_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            s_0 += A[i_0 * cols + j_0] * x[j_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        tmp[i_0] = s_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    if (i_1 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        float s_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        for (int j_1 = 0; j_1 < cols; j_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            s_1 += A[i_1 * cols + j_1] * x[j_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        tmp[i_1] = s_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    if (i_2 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        float s_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        for (int j_2 = 0; j_2 < cols; j_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            s_2 += A[i_2 * cols + j_2] * x[j_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        tmp[i_2] = s_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    if (i_3 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        float s_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        for (int j_3 = 0; j_3 < cols; j_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            s_3 += A[i_3 * cols + j_3] * x[j_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        tmp[i_3] = s_3;
    }
}
