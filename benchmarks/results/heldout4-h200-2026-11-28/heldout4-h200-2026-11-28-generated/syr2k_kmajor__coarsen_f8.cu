extern "C" __global__ void syr2k_kmajor_cf8x(const float* A, const float* B, float* C, float alpha, float beta, int n, int k) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
    int j_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
    int j_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
    int j_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
    int j_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
    int j_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
    int j_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
    int j_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
    int j_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
    int i = blockIdx.y * blockDim.y + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
    if (i < n && j_0 <= i) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        float s_0 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        for (int l_0 = 0; l_0 < k; l_0++)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
            s_0 += A[l_0 * n + i] * B[l_0 * n + j_0] + B[l_0 * n + i] * A[l_0 * n + j_0];
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        C[i * n + j_0] = alpha * s_0 + beta * C[i * n + j_0];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
    if (i < n && j_1 <= i) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        float s_1 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        for (int l_1 = 0; l_1 < k; l_1++)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
            s_1 += A[l_1 * n + i] * B[l_1 * n + j_1] + B[l_1 * n + i] * A[l_1 * n + j_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        C[i * n + j_1] = alpha * s_1 + beta * C[i * n + j_1];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
    if (i < n && j_2 <= i) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        float s_2 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        for (int l_2 = 0; l_2 < k; l_2++)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
            s_2 += A[l_2 * n + i] * B[l_2 * n + j_2] + B[l_2 * n + i] * A[l_2 * n + j_2];
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        C[i * n + j_2] = alpha * s_2 + beta * C[i * n + j_2];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
    if (i < n && j_3 <= i) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        float s_3 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        for (int l_3 = 0; l_3 < k; l_3++)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
            s_3 += A[l_3 * n + i] * B[l_3 * n + j_3] + B[l_3 * n + i] * A[l_3 * n + j_3];
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        C[i * n + j_3] = alpha * s_3 + beta * C[i * n + j_3];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
    if (i < n && j_4 <= i) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        float s_4 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        for (int l_4 = 0; l_4 < k; l_4++)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
            s_4 += A[l_4 * n + i] * B[l_4 * n + j_4] + B[l_4 * n + i] * A[l_4 * n + j_4];
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        C[i * n + j_4] = alpha * s_4 + beta * C[i * n + j_4];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
    if (i < n && j_5 <= i) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        float s_5 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        for (int l_5 = 0; l_5 < k; l_5++)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
            s_5 += A[l_5 * n + i] * B[l_5 * n + j_5] + B[l_5 * n + i] * A[l_5 * n + j_5];
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        C[i * n + j_5] = alpha * s_5 + beta * C[i * n + j_5];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
    if (i < n && j_6 <= i) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        float s_6 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        for (int l_6 = 0; l_6 < k; l_6++)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
            s_6 += A[l_6 * n + i] * B[l_6 * n + j_6] + B[l_6 * n + i] * A[l_6 * n + j_6];
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        C[i * n + j_6] = alpha * s_6 + beta * C[i * n + j_6];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
    if (i < n && j_7 <= i) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        float s_7 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        for (int l_7 = 0; l_7 < k; l_7++)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
            s_7 += A[l_7 * n + i] * B[l_7 * n + j_7] + B[l_7 * n + i] * A[l_7 * n + j_7];
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        C[i * n + j_7] = alpha * s_7 + beta * C[i * n + j_7];
    }
}
