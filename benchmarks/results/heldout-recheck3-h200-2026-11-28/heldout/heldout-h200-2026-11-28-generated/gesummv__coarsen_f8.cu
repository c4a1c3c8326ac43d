extern "C" __global__ void gesummv_cf8x(const float* A, const float* B, const float* x, float* y, float alpha, float beta, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        float sa_4 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        float sb_4 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        for (int j_4 = 0; j_4 < n; j_4++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sa_4 += A[i_4 * n + j_4] * x[j_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sb_4 += B[i_4 * n + j_4] * x[j_4];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        y[i_4] = alpha * sa_4 + beta * sb_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        float sa_5 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        float sb_5 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        for (int j_5 = 0; j_5 < n; j_5++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sa_5 += A[i_5 * n + j_5] * x[j_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sb_5 += B[i_5 * n + j_5] * x[j_5];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        y[i_5] = alpha * sa_5 + beta * sb_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        float sa_6 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        float sb_6 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        for (int j_6 = 0; j_6 < n; j_6++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sa_6 += A[i_6 * n + j_6] * x[j_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sb_6 += B[i_6 * n + j_6] * x[j_6];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        y[i_6] = alpha * sa_6 + beta * sb_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        float sa_7 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        float sb_7 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        for (int j_7 = 0; j_7 < n; j_7++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sa_7 += A[i_7 * n + j_7] * x[j_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sb_7 += B[i_7 * n + j_7] * x[j_7];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        y[i_7] = alpha * sa_7 + beta * sb_7;
    }
}
