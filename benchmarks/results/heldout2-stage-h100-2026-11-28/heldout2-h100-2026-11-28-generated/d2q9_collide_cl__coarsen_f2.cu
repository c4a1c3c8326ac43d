extern "C" __global__ void d2q9_collide_cf2x(const float* f, float* fout, float omega, int n) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        float q_0[9];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        for (int k_0 = 0; k_0 < 9; k_0++)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
            q_0[k_0] = f[9 * i_0 + k_0];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        float rho_0 = 0.0f;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        for (int k_1_0 = 0; k_1_0 < 9; k_1_0++)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
            rho_0 += q_0[k_1_0];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        float ux_0 = (q_0[1] - q_0[3] + (q_0[5] - q_0[6]) + (q_0[8] - q_0[7])) / rho_0;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        float uy_0 = (q_0[2] - q_0[4] + (q_0[5] - q_0[8]) + (q_0[6] - q_0[7])) / rho_0;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        float usq_0 = 1.5f * (ux_0 * ux_0 + uy_0 * uy_0);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        const int ex_0[9] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        const int ey_0[9] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        for (int k_2_0 = 0; k_2_0 < 9; k_2_0++) {
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
            float w_0 = k_2_0 == 0 ? 4.0f / 9.0f : k_2_0 < 5 ? 1.0f / 9.0f : 1.0f / 36.0f;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
            float eu_0 = (float)ex_0[k_2_0] * ux_0 + (float)ey_0[k_2_0] * uy_0;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
            float feq_0 = w_0 * rho_0 * (1.0f + 3.0f * eu_0 + 4.5f * eu_0 * eu_0 - usq_0);
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
            fout[9 * i_0 + k_2_0] = q_0[k_2_0] - omega * (q_0[k_2_0] - feq_0);
        }
    }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        float q_1[9];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        for (int k_c1 = 0; k_c1 < 9; k_c1++)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
            q_1[k_c1] = f[9 * i_1 + k_c1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        float rho_1 = 0.0f;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        for (int k_1_1 = 0; k_1_1 < 9; k_1_1++)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
            rho_1 += q_1[k_1_1];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        float ux_1 = (q_1[1] - q_1[3] + (q_1[5] - q_1[6]) + (q_1[8] - q_1[7])) / rho_1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        float uy_1 = (q_1[2] - q_1[4] + (q_1[5] - q_1[8]) + (q_1[6] - q_1[7])) / rho_1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        float usq_1 = 1.5f * (ux_1 * ux_1 + uy_1 * uy_1);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        const int ex_1[9] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        const int ey_1[9] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        for (int k_2_1 = 0; k_2_1 < 9; k_2_1++) {
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
            float w_1 = k_2_1 == 0 ? 4.0f / 9.0f : k_2_1 < 5 ? 1.0f / 9.0f : 1.0f / 36.0f;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
            float eu_1 = (float)ex_1[k_2_1] * ux_1 + (float)ey_1[k_2_1] * uy_1;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
            float feq_1 = w_1 * rho_1 * (1.0f + 3.0f * eu_1 + 4.5f * eu_1 * eu_1 - usq_1);
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
            fout[9 * i_1 + k_2_1] = q_1[k_2_1] - omega * (q_1[k_2_1] - feq_1);
        }
    }
}
