extern "C" __global__ void d2q9_collide_cf4x(const float* f, float* fout, float omega, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
}
