extern "C" __global__ void atax1_cf8x(const float* A, const float* x, float* tmp, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    if (i_4 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        float s_4 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        for (int j_4 = 0; j_4 < cols; j_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            s_4 += A[i_4 * cols + j_4] * x[j_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        tmp[i_4] = s_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    if (i_5 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        float s_5 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        for (int j_5 = 0; j_5 < cols; j_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            s_5 += A[i_5 * cols + j_5] * x[j_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        tmp[i_5] = s_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    if (i_6 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        float s_6 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        for (int j_6 = 0; j_6 < cols; j_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            s_6 += A[i_6 * cols + j_6] * x[j_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        tmp[i_6] = s_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    if (i_7 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        float s_7 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        for (int j_7 = 0; j_7 < cols; j_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            s_7 += A[i_7 * cols + j_7] * x[j_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        tmp[i_7] = s_7;
    }
}
