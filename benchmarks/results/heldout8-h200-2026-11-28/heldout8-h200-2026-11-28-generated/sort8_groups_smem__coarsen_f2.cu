extern "C" __global__ void sort8_groups_smem_cf2x(const float* in, float* out, int ngroups) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
    __shared__ float buf[2048];
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
    int t_0 = threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
    int t_1 = threadIdx.x * 2u + 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
    int g_0 = blockIdx.x * (blockDim.x * 2u) + t_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
    int g_1 = blockIdx.x * (blockDim.x * 2u) + t_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
    if (g_0 < ngroups) {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
        for (int k_0 = 0; k_0 < 8; k_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
            buf[8 * t_0 + k_0] = in[8 * g_0 + k_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
        for (int round_0 = 0; round_0 < 8; round_0++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
            for (int k_1_0 = round_0 % 2; k_1_0 < 7; k_1_0 += 2) {
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
                float a_0 = buf[8 * t_0 + k_1_0];
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
                float b_0 = buf[8 * t_0 + k_1_0 + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
                buf[8 * t_0 + k_1_0] = fminf(a_0, b_0);
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
                buf[8 * t_0 + k_1_0 + 1] = fmaxf(a_0, b_0);
            }
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
        for (int k_2_0 = 0; k_2_0 < 8; k_2_0++)
#line 20 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
            out[8 * g_0 + k_2_0] = buf[8 * t_0 + k_2_0];
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
    if (g_1 < ngroups) {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
        for (int k_c1 = 0; k_c1 < 8; k_c1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
            buf[8 * t_1 + k_c1] = in[8 * g_1 + k_c1];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
        for (int round_1 = 0; round_1 < 8; round_1++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
            for (int k_1_1 = round_1 % 2; k_1_1 < 7; k_1_1 += 2) {
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
                float a_1 = buf[8 * t_1 + k_1_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
                float b_1 = buf[8 * t_1 + k_1_1 + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
                buf[8 * t_1 + k_1_1] = fminf(a_1, b_1);
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
                buf[8 * t_1 + k_1_1 + 1] = fmaxf(a_1, b_1);
            }
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
        for (int k_2_1 = 0; k_2_1 < 8; k_2_1++)
#line 20 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cu"
            out[8 * g_1 + k_2_1] = buf[8 * t_1 + k_2_1];
    }
}
