extern "C" __global__ void qk_scores_d16_cf8y_st2(const float* Q, const float* K, float* S, float scale, int seq) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    int j = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    int i_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    if ((unsigned long long)threadIdx.y / 2ull * 16ull + (unsigned long long)threadIdx.y % 2ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        i_0 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 2ull * 16ull + (unsigned long long)threadIdx.y % 2ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    int i_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    if ((unsigned long long)threadIdx.y / 2ull * 16ull + (unsigned long long)threadIdx.y % 2ull + 2ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        i_1 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 2ull * 16ull + (unsigned long long)threadIdx.y % 2ull + 2ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    int i_2;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    if ((unsigned long long)threadIdx.y / 2ull * 16ull + (unsigned long long)threadIdx.y % 2ull + 4ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        i_2 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 2ull * 16ull + (unsigned long long)threadIdx.y % 2ull + 4ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    int i_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    if ((unsigned long long)threadIdx.y / 2ull * 16ull + (unsigned long long)threadIdx.y % 2ull + 6ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        i_3 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 2ull * 16ull + (unsigned long long)threadIdx.y % 2ull + 6ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    int i_4;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    if ((unsigned long long)threadIdx.y / 2ull * 16ull + (unsigned long long)threadIdx.y % 2ull + 8ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        i_4 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 2ull * 16ull + (unsigned long long)threadIdx.y % 2ull + 8ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    int i_5;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    if ((unsigned long long)threadIdx.y / 2ull * 16ull + (unsigned long long)threadIdx.y % 2ull + 10ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        i_5 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 2ull * 16ull + (unsigned long long)threadIdx.y % 2ull + 10ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    int i_6;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    if ((unsigned long long)threadIdx.y / 2ull * 16ull + (unsigned long long)threadIdx.y % 2ull + 12ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        i_6 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 2ull * 16ull + (unsigned long long)threadIdx.y % 2ull + 12ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    int i_7;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    if ((unsigned long long)threadIdx.y / 2ull * 16ull + (unsigned long long)threadIdx.y % 2ull + 14ull < 8ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        i_7 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 2ull * 16ull + (unsigned long long)threadIdx.y % 2ull + 14ull);
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    int h = (unsigned long long)blockIdx.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    if ((unsigned long long)threadIdx.y / 2ull * 16ull + (unsigned long long)threadIdx.y % 2ull < 8ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        if (i_0 < seq && j < seq) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            const float* q_0 = Q + (h * seq + i_0) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            const float* k_0 = K + (h * seq + j) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            float s_0 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            for (int d_0 = 0; d_0 < 16; d_0++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                s_0 += q_0[d_0] * k_0[d_0];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            S[(h * seq + i_0) * seq + j] = scale * s_0;
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    if ((unsigned long long)threadIdx.y / 2ull * 16ull + (unsigned long long)threadIdx.y % 2ull + 2ull < 8ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        if (i_1 < seq && j < seq) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            const float* q_1 = Q + (h * seq + i_1) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            const float* k_1 = K + (h * seq + j) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            float s_1 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            for (int d_1 = 0; d_1 < 16; d_1++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                s_1 += q_1[d_1] * k_1[d_1];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            S[(h * seq + i_1) * seq + j] = scale * s_1;
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    if ((unsigned long long)threadIdx.y / 2ull * 16ull + (unsigned long long)threadIdx.y % 2ull + 4ull < 8ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        if (i_2 < seq && j < seq) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            const float* q_2 = Q + (h * seq + i_2) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            const float* k_2 = K + (h * seq + j) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            float s_2 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            for (int d_2 = 0; d_2 < 16; d_2++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                s_2 += q_2[d_2] * k_2[d_2];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            S[(h * seq + i_2) * seq + j] = scale * s_2;
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    if ((unsigned long long)threadIdx.y / 2ull * 16ull + (unsigned long long)threadIdx.y % 2ull + 6ull < 8ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        if (i_3 < seq && j < seq) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            const float* q_3 = Q + (h * seq + i_3) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            const float* k_3 = K + (h * seq + j) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            float s_3 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            for (int d_3 = 0; d_3 < 16; d_3++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                s_3 += q_3[d_3] * k_3[d_3];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            S[(h * seq + i_3) * seq + j] = scale * s_3;
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    if ((unsigned long long)threadIdx.y / 2ull * 16ull + (unsigned long long)threadIdx.y % 2ull + 8ull < 8ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        if (i_4 < seq && j < seq) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            const float* q_4 = Q + (h * seq + i_4) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            const float* k_4 = K + (h * seq + j) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            float s_4 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            for (int d_4 = 0; d_4 < 16; d_4++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                s_4 += q_4[d_4] * k_4[d_4];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            S[(h * seq + i_4) * seq + j] = scale * s_4;
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    if ((unsigned long long)threadIdx.y / 2ull * 16ull + (unsigned long long)threadIdx.y % 2ull + 10ull < 8ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        if (i_5 < seq && j < seq) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            const float* q_5 = Q + (h * seq + i_5) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            const float* k_5 = K + (h * seq + j) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            float s_5 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            for (int d_5 = 0; d_5 < 16; d_5++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                s_5 += q_5[d_5] * k_5[d_5];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            S[(h * seq + i_5) * seq + j] = scale * s_5;
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    if ((unsigned long long)threadIdx.y / 2ull * 16ull + (unsigned long long)threadIdx.y % 2ull + 12ull < 8ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        if (i_6 < seq && j < seq) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            const float* q_6 = Q + (h * seq + i_6) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            const float* k_6 = K + (h * seq + j) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            float s_6 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            for (int d_6 = 0; d_6 < 16; d_6++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                s_6 += q_6[d_6] * k_6[d_6];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            S[(h * seq + i_6) * seq + j] = scale * s_6;
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    if ((unsigned long long)threadIdx.y / 2ull * 16ull + (unsigned long long)threadIdx.y % 2ull + 14ull < 8ull)
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        if (i_7 < seq && j < seq) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            const float* q_7 = Q + (h * seq + i_7) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            const float* k_7 = K + (h * seq + j) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            float s_7 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            for (int d_7 = 0; d_7 < 16; d_7++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                s_7 += q_7[d_7] * k_7[d_7];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            S[(h * seq + i_7) * seq + j] = scale * s_7;
        }
}
