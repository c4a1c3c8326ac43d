extern "C" __global__ void median5_scratch_global_cf4x(const float* x, float* scratch, float* out, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/median5_scratch_global.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
}
