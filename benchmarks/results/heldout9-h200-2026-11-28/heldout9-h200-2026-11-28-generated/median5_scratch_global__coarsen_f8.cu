extern "C" __global__ void median5_scratch_global_cf8x(const float* x, float* scratch, float* out, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        float* w_0 = scratch + 5 * i_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        for (int k_0 = 0; k_0 < 5; k_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
            w_0[k_0] = x[min(max(i_0 + k_0 - 2, 0), n - 1)];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        for (int a_0 = 0; a_0 < 4; a_0++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
            for (int b_0 = 0; b_0 < 4 - a_0; b_0++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                float p_0 = w_0[b_0];
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                float q_0 = w_0[b_0 + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                if (p_0 > q_0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                    w_0[b_0] = q_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                    w_0[b_0 + 1] = p_0;
                }
            }
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        out[i_0] = w_0[2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        float* w_1 = scratch + 5 * i_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        for (int k_1 = 0; k_1 < 5; k_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
            w_1[k_1] = x[min(max(i_1 + k_1 - 2, 0), n - 1)];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        for (int a_1 = 0; a_1 < 4; a_1++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
            for (int b_1 = 0; b_1 < 4 - a_1; b_1++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                float p_1 = w_1[b_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                float q_1 = w_1[b_1 + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                if (p_1 > q_1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                    w_1[b_1] = q_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                    w_1[b_1 + 1] = p_1;
                }
            }
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        out[i_1] = w_1[2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        float* w_2 = scratch + 5 * i_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        for (int k_2 = 0; k_2 < 5; k_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
            w_2[k_2] = x[min(max(i_2 + k_2 - 2, 0), n - 1)];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        for (int a_2 = 0; a_2 < 4; a_2++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
            for (int b_2 = 0; b_2 < 4 - a_2; b_2++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                float p_2 = w_2[b_2];
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                float q_2 = w_2[b_2 + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                if (p_2 > q_2) {
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                    w_2[b_2] = q_2;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                    w_2[b_2 + 1] = p_2;
                }
            }
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        out[i_2] = w_2[2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        float* w_3 = scratch + 5 * i_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        for (int k_3 = 0; k_3 < 5; k_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
            w_3[k_3] = x[min(max(i_3 + k_3 - 2, 0), n - 1)];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        for (int a_3 = 0; a_3 < 4; a_3++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
            for (int b_3 = 0; b_3 < 4 - a_3; b_3++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                float p_3 = w_3[b_3];
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                float q_3 = w_3[b_3 + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                if (p_3 > q_3) {
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                    w_3[b_3] = q_3;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                    w_3[b_3 + 1] = p_3;
                }
            }
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        out[i_3] = w_3[2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        float* w_4 = scratch + 5 * i_4;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        for (int k_4 = 0; k_4 < 5; k_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
            w_4[k_4] = x[min(max(i_4 + k_4 - 2, 0), n - 1)];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        for (int a_4 = 0; a_4 < 4; a_4++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
            for (int b_4 = 0; b_4 < 4 - a_4; b_4++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                float p_4 = w_4[b_4];
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                float q_4 = w_4[b_4 + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                if (p_4 > q_4) {
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                    w_4[b_4] = q_4;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                    w_4[b_4 + 1] = p_4;
                }
            }
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        out[i_4] = w_4[2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        float* w_5 = scratch + 5 * i_5;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        for (int k_5 = 0; k_5 < 5; k_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
            w_5[k_5] = x[min(max(i_5 + k_5 - 2, 0), n - 1)];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        for (int a_5 = 0; a_5 < 4; a_5++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
            for (int b_5 = 0; b_5 < 4 - a_5; b_5++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                float p_5 = w_5[b_5];
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                float q_5 = w_5[b_5 + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                if (p_5 > q_5) {
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                    w_5[b_5] = q_5;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                    w_5[b_5 + 1] = p_5;
                }
            }
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        out[i_5] = w_5[2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        float* w_6 = scratch + 5 * i_6;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        for (int k_6 = 0; k_6 < 5; k_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
            w_6[k_6] = x[min(max(i_6 + k_6 - 2, 0), n - 1)];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        for (int a_6 = 0; a_6 < 4; a_6++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
            for (int b_6 = 0; b_6 < 4 - a_6; b_6++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                float p_6 = w_6[b_6];
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                float q_6 = w_6[b_6 + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                if (p_6 > q_6) {
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                    w_6[b_6] = q_6;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                    w_6[b_6 + 1] = p_6;
                }
            }
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        out[i_6] = w_6[2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        float* w_7 = scratch + 5 * i_7;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        for (int k_7 = 0; k_7 < 5; k_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
            w_7[k_7] = x[min(max(i_7 + k_7 - 2, 0), n - 1)];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        for (int a_7 = 0; a_7 < 4; a_7++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
            for (int b_7 = 0; b_7 < 4 - a_7; b_7++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                float p_7 = w_7[b_7];
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                float q_7 = w_7[b_7 + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                if (p_7 > q_7) {
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                    w_7[b_7] = q_7;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
                    w_7[b_7 + 1] = p_7;
                }
            }
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
        out[i_7] = w_7[2];
    }
}
