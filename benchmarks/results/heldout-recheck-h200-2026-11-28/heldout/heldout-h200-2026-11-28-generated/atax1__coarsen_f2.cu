extern "C" __global__ void atax1_cf2x(const float* A, const float* x, float* tmp, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
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
}
