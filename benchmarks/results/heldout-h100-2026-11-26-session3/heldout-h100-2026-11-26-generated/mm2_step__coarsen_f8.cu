extern "C" __global__ void mm2_step_cf8x(const float* A, const float* B, float* tmp, float alpha, int ni, int nj, int nk) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    int j_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    int j_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    int j_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    int j_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    int j_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    int j_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    int j_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    int j_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    int i = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    if (i < ni && j_0 < nj) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        float s_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        for (int k_0 = 0; k_0 < nk; k_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
            s_0 += A[i * nk + k_0] * B[k_0 * nj + j_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        tmp[i * nj + j_0] = alpha * s_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    if (i < ni && j_1 < nj) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        float s_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        for (int k_1 = 0; k_1 < nk; k_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
            s_1 += A[i * nk + k_1] * B[k_1 * nj + j_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        tmp[i * nj + j_1] = alpha * s_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    if (i < ni && j_2 < nj) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        float s_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        for (int k_2 = 0; k_2 < nk; k_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
            s_2 += A[i * nk + k_2] * B[k_2 * nj + j_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        tmp[i * nj + j_2] = alpha * s_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    if (i < ni && j_3 < nj) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        float s_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        for (int k_3 = 0; k_3 < nk; k_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
            s_3 += A[i * nk + k_3] * B[k_3 * nj + j_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        tmp[i * nj + j_3] = alpha * s_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    if (i < ni && j_4 < nj) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        float s_4 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        for (int k_4 = 0; k_4 < nk; k_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
            s_4 += A[i * nk + k_4] * B[k_4 * nj + j_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        tmp[i * nj + j_4] = alpha * s_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    if (i < ni && j_5 < nj) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        float s_5 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        for (int k_5 = 0; k_5 < nk; k_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
            s_5 += A[i * nk + k_5] * B[k_5 * nj + j_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        tmp[i * nj + j_5] = alpha * s_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    if (i < ni && j_6 < nj) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        float s_6 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        for (int k_6 = 0; k_6 < nk; k_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
            s_6 += A[i * nk + k_6] * B[k_6 * nj + j_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        tmp[i * nj + j_6] = alpha * s_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    if (i < ni && j_7 < nj) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        float s_7 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        for (int k_7 = 0; k_7 < nk; k_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
            s_7 += A[i * nk + k_7] * B[k_7 * nj + j_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        tmp[i * nj + j_7] = alpha * s_7;
    }
}
