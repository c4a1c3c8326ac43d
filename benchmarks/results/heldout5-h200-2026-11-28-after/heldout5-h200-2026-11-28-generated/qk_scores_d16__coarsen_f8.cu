extern "C" __global__ void qk_scores_d16_cf8x(const float* Q, const float* K, float* S, float scale, int seq) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    int j_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    int j_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    int j_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    int j_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    int j_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    int j_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    int j_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    int j_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    int i = blockIdx.y * blockDim.y + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    int h = blockIdx.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    if (i < seq && j_0 < seq) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        const float* q_0 = Q + (h * seq + i) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        const float* k_0 = K + (h * seq + j_0) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        float s_0 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        for (int d_0 = 0; d_0 < 16; d_0++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
            s_0 += q_0[d_0] * k_0[d_0];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        S[(h * seq + i) * seq + j_0] = scale * s_0;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    if (i < seq && j_1 < seq) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        const float* q_1 = Q + (h * seq + i) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        const float* k_1 = K + (h * seq + j_1) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        float s_1 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        for (int d_1 = 0; d_1 < 16; d_1++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
            s_1 += q_1[d_1] * k_1[d_1];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        S[(h * seq + i) * seq + j_1] = scale * s_1;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    if (i < seq && j_2 < seq) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        const float* q_2 = Q + (h * seq + i) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        const float* k_2 = K + (h * seq + j_2) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        float s_2 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        for (int d_2 = 0; d_2 < 16; d_2++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
            s_2 += q_2[d_2] * k_2[d_2];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        S[(h * seq + i) * seq + j_2] = scale * s_2;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    if (i < seq && j_3 < seq) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        const float* q_3 = Q + (h * seq + i) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        const float* k_3 = K + (h * seq + j_3) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        float s_3 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        for (int d_3 = 0; d_3 < 16; d_3++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
            s_3 += q_3[d_3] * k_3[d_3];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        S[(h * seq + i) * seq + j_3] = scale * s_3;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    if (i < seq && j_4 < seq) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        const float* q_4 = Q + (h * seq + i) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        const float* k_4 = K + (h * seq + j_4) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        float s_4 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        for (int d_4 = 0; d_4 < 16; d_4++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
            s_4 += q_4[d_4] * k_4[d_4];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        S[(h * seq + i) * seq + j_4] = scale * s_4;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    if (i < seq && j_5 < seq) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        const float* q_5 = Q + (h * seq + i) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        const float* k_5 = K + (h * seq + j_5) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        float s_5 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        for (int d_5 = 0; d_5 < 16; d_5++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
            s_5 += q_5[d_5] * k_5[d_5];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        S[(h * seq + i) * seq + j_5] = scale * s_5;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    if (i < seq && j_6 < seq) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        const float* q_6 = Q + (h * seq + i) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        const float* k_6 = K + (h * seq + j_6) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        float s_6 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        for (int d_6 = 0; d_6 < 16; d_6++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
            s_6 += q_6[d_6] * k_6[d_6];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        S[(h * seq + i) * seq + j_6] = scale * s_6;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    if (i < seq && j_7 < seq) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        const float* q_7 = Q + (h * seq + i) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        const float* k_7 = K + (h * seq + j_7) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        float s_7 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        for (int d_7 = 0; d_7 < 16; d_7++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
            s_7 += q_7[d_7] * k_7[d_7];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        S[(h * seq + i) * seq + j_7] = scale * s_7;
    }
}
