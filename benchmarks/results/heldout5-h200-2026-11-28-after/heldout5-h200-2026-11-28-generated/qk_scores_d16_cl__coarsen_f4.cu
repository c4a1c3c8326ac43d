extern "C" __global__ void qk_scores_d16_cf4x(const float* Q, const float* K, float* S, float scale, int seq) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    int j_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    int j_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    int j_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    int j_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    int i = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    int h = (unsigned long long)blockIdx.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    if (i < seq && j_0 < seq) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        const float* q_0 = Q + (h * seq + i) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        const float* k_0 = K + (h * seq + j_0) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        float s_0 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        for (int d_0 = 0; d_0 < 16; d_0++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            s_0 += q_0[d_0] * k_0[d_0];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        S[(h * seq + i) * seq + j_0] = scale * s_0;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    if (i < seq && j_1 < seq) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        const float* q_1 = Q + (h * seq + i) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        const float* k_1 = K + (h * seq + j_1) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        float s_1 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        for (int d_1 = 0; d_1 < 16; d_1++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            s_1 += q_1[d_1] * k_1[d_1];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        S[(h * seq + i) * seq + j_1] = scale * s_1;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    if (i < seq && j_2 < seq) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        const float* q_2 = Q + (h * seq + i) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        const float* k_2 = K + (h * seq + j_2) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        float s_2 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        for (int d_2 = 0; d_2 < 16; d_2++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            s_2 += q_2[d_2] * k_2[d_2];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        S[(h * seq + i) * seq + j_2] = scale * s_2;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    if (i < seq && j_3 < seq) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        const float* q_3 = Q + (h * seq + i) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        const float* k_3 = K + (h * seq + j_3) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        float s_3 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        for (int d_3 = 0; d_3 < 16; d_3++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            s_3 += q_3[d_3] * k_3[d_3];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        S[(h * seq + i) * seq + j_3] = scale * s_3;
    }
}
