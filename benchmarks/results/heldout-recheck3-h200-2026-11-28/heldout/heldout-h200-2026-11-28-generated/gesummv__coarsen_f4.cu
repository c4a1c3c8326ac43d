extern "C" __global__ void gesummv_cf4x(const float* A, const float* B, const float* x, float* y, float alpha, float beta, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        float sa_0 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        float sb_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        for (int j_0 = 0; j_0 < n; j_0++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sa_0 += A[i_0 * n + j_0] * x[j_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sb_0 += B[i_0 * n + j_0] * x[j_0];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        y[i_0] = alpha * sa_0 + beta * sb_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        float sa_1 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        float sb_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        for (int j_1 = 0; j_1 < n; j_1++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sa_1 += A[i_1 * n + j_1] * x[j_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sb_1 += B[i_1 * n + j_1] * x[j_1];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        y[i_1] = alpha * sa_1 + beta * sb_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        float sa_2 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        float sb_2 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        for (int j_2 = 0; j_2 < n; j_2++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sa_2 += A[i_2 * n + j_2] * x[j_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sb_2 += B[i_2 * n + j_2] * x[j_2];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        y[i_2] = alpha * sa_2 + beta * sb_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        float sa_3 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        float sb_3 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        for (int j_3 = 0; j_3 < n; j_3++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sa_3 += A[i_3 * n + j_3] * x[j_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sb_3 += B[i_3 * n + j_3] * x[j_3];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        y[i_3] = alpha * sa_3 + beta * sb_3;
    }
}
