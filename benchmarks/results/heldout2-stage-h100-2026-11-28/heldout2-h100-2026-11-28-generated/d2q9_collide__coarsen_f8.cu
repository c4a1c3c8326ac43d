extern "C" __global__ void d2q9_collide_cf8x(const float* f, float* fout, float omega, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float q_0[9];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_0 = 0; k_0 < 9; k_0++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            q_0[k_0] = f[9 * i_0 + k_0];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float rho_0 = 0.0f;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_1_0 = 0; k_1_0 < 9; k_1_0++)
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            rho_0 += q_0[k_1_0];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float ux_0 = (q_0[1] - q_0[3] + (q_0[5] - q_0[6]) + (q_0[8] - q_0[7])) / rho_0;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float uy_0 = (q_0[2] - q_0[4] + (q_0[5] - q_0[8]) + (q_0[6] - q_0[7])) / rho_0;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float usq_0 = 1.5f * (ux_0 * ux_0 + uy_0 * uy_0);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        const int ex_0[9] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        const int ey_0[9] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_2_0 = 0; k_2_0 < 9; k_2_0++) {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float w_0 = k_2_0 == 0 ? 4.0f / 9.0f : k_2_0 < 5 ? 1.0f / 9.0f : 1.0f / 36.0f;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float eu_0 = (float)ex_0[k_2_0] * ux_0 + (float)ey_0[k_2_0] * uy_0;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float feq_0 = w_0 * rho_0 * (1.0f + 3.0f * eu_0 + 4.5f * eu_0 * eu_0 - usq_0);
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            fout[9 * i_0 + k_2_0] = q_0[k_2_0] - omega * (q_0[k_2_0] - feq_0);
        }
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float q_1[9];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_c1 = 0; k_c1 < 9; k_c1++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            q_1[k_c1] = f[9 * i_1 + k_c1];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float rho_1 = 0.0f;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_1_1 = 0; k_1_1 < 9; k_1_1++)
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            rho_1 += q_1[k_1_1];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float ux_1 = (q_1[1] - q_1[3] + (q_1[5] - q_1[6]) + (q_1[8] - q_1[7])) / rho_1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float uy_1 = (q_1[2] - q_1[4] + (q_1[5] - q_1[8]) + (q_1[6] - q_1[7])) / rho_1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float usq_1 = 1.5f * (ux_1 * ux_1 + uy_1 * uy_1);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        const int ex_1[9] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        const int ey_1[9] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_2_1 = 0; k_2_1 < 9; k_2_1++) {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float w_1 = k_2_1 == 0 ? 4.0f / 9.0f : k_2_1 < 5 ? 1.0f / 9.0f : 1.0f / 36.0f;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float eu_1 = (float)ex_1[k_2_1] * ux_1 + (float)ey_1[k_2_1] * uy_1;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float feq_1 = w_1 * rho_1 * (1.0f + 3.0f * eu_1 + 4.5f * eu_1 * eu_1 - usq_1);
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            fout[9 * i_1 + k_2_1] = q_1[k_2_1] - omega * (q_1[k_2_1] - feq_1);
        }
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float q_2[9];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_c2 = 0; k_c2 < 9; k_c2++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            q_2[k_c2] = f[9 * i_2 + k_c2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float rho_2 = 0.0f;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_1_2 = 0; k_1_2 < 9; k_1_2++)
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            rho_2 += q_2[k_1_2];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float ux_2 = (q_2[1] - q_2[3] + (q_2[5] - q_2[6]) + (q_2[8] - q_2[7])) / rho_2;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float uy_2 = (q_2[2] - q_2[4] + (q_2[5] - q_2[8]) + (q_2[6] - q_2[7])) / rho_2;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float usq_2 = 1.5f * (ux_2 * ux_2 + uy_2 * uy_2);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        const int ex_2[9] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        const int ey_2[9] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_2_2 = 0; k_2_2 < 9; k_2_2++) {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float w_2 = k_2_2 == 0 ? 4.0f / 9.0f : k_2_2 < 5 ? 1.0f / 9.0f : 1.0f / 36.0f;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float eu_2 = (float)ex_2[k_2_2] * ux_2 + (float)ey_2[k_2_2] * uy_2;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float feq_2 = w_2 * rho_2 * (1.0f + 3.0f * eu_2 + 4.5f * eu_2 * eu_2 - usq_2);
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            fout[9 * i_2 + k_2_2] = q_2[k_2_2] - omega * (q_2[k_2_2] - feq_2);
        }
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float q_3[9];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_3 = 0; k_3 < 9; k_3++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            q_3[k_3] = f[9 * i_3 + k_3];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float rho_3 = 0.0f;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_1_3 = 0; k_1_3 < 9; k_1_3++)
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            rho_3 += q_3[k_1_3];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float ux_3 = (q_3[1] - q_3[3] + (q_3[5] - q_3[6]) + (q_3[8] - q_3[7])) / rho_3;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float uy_3 = (q_3[2] - q_3[4] + (q_3[5] - q_3[8]) + (q_3[6] - q_3[7])) / rho_3;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float usq_3 = 1.5f * (ux_3 * ux_3 + uy_3 * uy_3);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        const int ex_3[9] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        const int ey_3[9] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_2_3 = 0; k_2_3 < 9; k_2_3++) {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float w_3 = k_2_3 == 0 ? 4.0f / 9.0f : k_2_3 < 5 ? 1.0f / 9.0f : 1.0f / 36.0f;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float eu_3 = (float)ex_3[k_2_3] * ux_3 + (float)ey_3[k_2_3] * uy_3;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float feq_3 = w_3 * rho_3 * (1.0f + 3.0f * eu_3 + 4.5f * eu_3 * eu_3 - usq_3);
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            fout[9 * i_3 + k_2_3] = q_3[k_2_3] - omega * (q_3[k_2_3] - feq_3);
        }
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float q_4[9];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_4 = 0; k_4 < 9; k_4++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            q_4[k_4] = f[9 * i_4 + k_4];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float rho_4 = 0.0f;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_1_4 = 0; k_1_4 < 9; k_1_4++)
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            rho_4 += q_4[k_1_4];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float ux_4 = (q_4[1] - q_4[3] + (q_4[5] - q_4[6]) + (q_4[8] - q_4[7])) / rho_4;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float uy_4 = (q_4[2] - q_4[4] + (q_4[5] - q_4[8]) + (q_4[6] - q_4[7])) / rho_4;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float usq_4 = 1.5f * (ux_4 * ux_4 + uy_4 * uy_4);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        const int ex_4[9] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        const int ey_4[9] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_2_4 = 0; k_2_4 < 9; k_2_4++) {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float w_4 = k_2_4 == 0 ? 4.0f / 9.0f : k_2_4 < 5 ? 1.0f / 9.0f : 1.0f / 36.0f;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float eu_4 = (float)ex_4[k_2_4] * ux_4 + (float)ey_4[k_2_4] * uy_4;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float feq_4 = w_4 * rho_4 * (1.0f + 3.0f * eu_4 + 4.5f * eu_4 * eu_4 - usq_4);
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            fout[9 * i_4 + k_2_4] = q_4[k_2_4] - omega * (q_4[k_2_4] - feq_4);
        }
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float q_5[9];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_5 = 0; k_5 < 9; k_5++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            q_5[k_5] = f[9 * i_5 + k_5];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float rho_5 = 0.0f;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_1_5 = 0; k_1_5 < 9; k_1_5++)
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            rho_5 += q_5[k_1_5];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float ux_5 = (q_5[1] - q_5[3] + (q_5[5] - q_5[6]) + (q_5[8] - q_5[7])) / rho_5;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float uy_5 = (q_5[2] - q_5[4] + (q_5[5] - q_5[8]) + (q_5[6] - q_5[7])) / rho_5;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float usq_5 = 1.5f * (ux_5 * ux_5 + uy_5 * uy_5);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        const int ex_5[9] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        const int ey_5[9] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_2_5 = 0; k_2_5 < 9; k_2_5++) {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float w_5 = k_2_5 == 0 ? 4.0f / 9.0f : k_2_5 < 5 ? 1.0f / 9.0f : 1.0f / 36.0f;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float eu_5 = (float)ex_5[k_2_5] * ux_5 + (float)ey_5[k_2_5] * uy_5;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float feq_5 = w_5 * rho_5 * (1.0f + 3.0f * eu_5 + 4.5f * eu_5 * eu_5 - usq_5);
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            fout[9 * i_5 + k_2_5] = q_5[k_2_5] - omega * (q_5[k_2_5] - feq_5);
        }
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float q_6[9];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_6 = 0; k_6 < 9; k_6++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            q_6[k_6] = f[9 * i_6 + k_6];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float rho_6 = 0.0f;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_1_6 = 0; k_1_6 < 9; k_1_6++)
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            rho_6 += q_6[k_1_6];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float ux_6 = (q_6[1] - q_6[3] + (q_6[5] - q_6[6]) + (q_6[8] - q_6[7])) / rho_6;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float uy_6 = (q_6[2] - q_6[4] + (q_6[5] - q_6[8]) + (q_6[6] - q_6[7])) / rho_6;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float usq_6 = 1.5f * (ux_6 * ux_6 + uy_6 * uy_6);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        const int ex_6[9] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        const int ey_6[9] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_2_6 = 0; k_2_6 < 9; k_2_6++) {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float w_6 = k_2_6 == 0 ? 4.0f / 9.0f : k_2_6 < 5 ? 1.0f / 9.0f : 1.0f / 36.0f;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float eu_6 = (float)ex_6[k_2_6] * ux_6 + (float)ey_6[k_2_6] * uy_6;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float feq_6 = w_6 * rho_6 * (1.0f + 3.0f * eu_6 + 4.5f * eu_6 * eu_6 - usq_6);
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            fout[9 * i_6 + k_2_6] = q_6[k_2_6] - omega * (q_6[k_2_6] - feq_6);
        }
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float q_7[9];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_7 = 0; k_7 < 9; k_7++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            q_7[k_7] = f[9 * i_7 + k_7];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float rho_7 = 0.0f;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_1_7 = 0; k_1_7 < 9; k_1_7++)
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            rho_7 += q_7[k_1_7];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float ux_7 = (q_7[1] - q_7[3] + (q_7[5] - q_7[6]) + (q_7[8] - q_7[7])) / rho_7;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float uy_7 = (q_7[2] - q_7[4] + (q_7[5] - q_7[8]) + (q_7[6] - q_7[7])) / rho_7;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float usq_7 = 1.5f * (ux_7 * ux_7 + uy_7 * uy_7);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        const int ex_7[9] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        const int ey_7[9] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_2_7 = 0; k_2_7 < 9; k_2_7++) {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float w_7 = k_2_7 == 0 ? 4.0f / 9.0f : k_2_7 < 5 ? 1.0f / 9.0f : 1.0f / 36.0f;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float eu_7 = (float)ex_7[k_2_7] * ux_7 + (float)ey_7[k_2_7] * uy_7;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float feq_7 = w_7 * rho_7 * (1.0f + 3.0f * eu_7 + 4.5f * eu_7 * eu_7 - usq_7);
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            fout[9 * i_7 + k_2_7] = q_7[k_2_7] - omega * (q_7[k_2_7] - feq_7);
        }
    }
}
