extern "C" __global__ void sort8_groups_smem_cf4x(const float* in, float* out, int ngroups) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
    __shared__ float buf[2048];
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
    int t_0 = (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
    int t_1 = (unsigned long long)threadIdx.x * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
    int t_2 = (unsigned long long)threadIdx.x * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
    int t_3 = (unsigned long long)threadIdx.x * 4ull + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
    int g_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + t_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
    int g_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + t_1;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
    int g_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + t_2;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
    int g_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + t_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
    if (g_0 < ngroups) {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
        for (int k_0 = 0; k_0 < 8; k_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
            buf[8 * t_0 + k_0] = in[8 * g_0 + k_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
        for (int round_0 = 0; round_0 < 8; round_0++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
            for (int k_1_0 = round_0 % 2; k_1_0 < 7; k_1_0 += 2) {
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                float a_0 = buf[8 * t_0 + k_1_0];
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                float b_0 = buf[8 * t_0 + k_1_0 + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                buf[8 * t_0 + k_1_0] = fminf(a_0, b_0);
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                buf[8 * t_0 + k_1_0 + 1] = fmaxf(a_0, b_0);
            }
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
        for (int k_2_0 = 0; k_2_0 < 8; k_2_0++)
#line 20 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
            out[8 * g_0 + k_2_0] = buf[8 * t_0 + k_2_0];
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
    if (g_1 < ngroups) {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
        for (int k_c1 = 0; k_c1 < 8; k_c1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
            buf[8 * t_1 + k_c1] = in[8 * g_1 + k_c1];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
        for (int round_1 = 0; round_1 < 8; round_1++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
            for (int k_1_1 = round_1 % 2; k_1_1 < 7; k_1_1 += 2) {
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                float a_1 = buf[8 * t_1 + k_1_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                float b_1 = buf[8 * t_1 + k_1_1 + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                buf[8 * t_1 + k_1_1] = fminf(a_1, b_1);
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                buf[8 * t_1 + k_1_1 + 1] = fmaxf(a_1, b_1);
            }
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
        for (int k_2_1 = 0; k_2_1 < 8; k_2_1++)
#line 20 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
            out[8 * g_1 + k_2_1] = buf[8 * t_1 + k_2_1];
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
    if (g_2 < ngroups) {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
        for (int k_c2 = 0; k_c2 < 8; k_c2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
            buf[8 * t_2 + k_c2] = in[8 * g_2 + k_c2];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
        for (int round_2 = 0; round_2 < 8; round_2++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
            for (int k_1_2 = round_2 % 2; k_1_2 < 7; k_1_2 += 2) {
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                float a_2 = buf[8 * t_2 + k_1_2];
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                float b_2 = buf[8 * t_2 + k_1_2 + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                buf[8 * t_2 + k_1_2] = fminf(a_2, b_2);
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                buf[8 * t_2 + k_1_2 + 1] = fmaxf(a_2, b_2);
            }
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
        for (int k_2_2 = 0; k_2_2 < 8; k_2_2++)
#line 20 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
            out[8 * g_2 + k_2_2] = buf[8 * t_2 + k_2_2];
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
    if (g_3 < ngroups) {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
        for (int k_3 = 0; k_3 < 8; k_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
            buf[8 * t_3 + k_3] = in[8 * g_3 + k_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
        for (int round_3 = 0; round_3 < 8; round_3++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
            for (int k_1_3 = round_3 % 2; k_1_3 < 7; k_1_3 += 2) {
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                float a_3 = buf[8 * t_3 + k_1_3];
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                float b_3 = buf[8 * t_3 + k_1_3 + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                buf[8 * t_3 + k_1_3] = fminf(a_3, b_3);
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                buf[8 * t_3 + k_1_3 + 1] = fmaxf(a_3, b_3);
            }
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
        for (int k_2_3 = 0; k_2_3 < 8; k_2_3++)
#line 20 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
            out[8 * g_3 + k_2_3] = buf[8 * t_3 + k_2_3];
    }
}
