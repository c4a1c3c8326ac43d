extern "C" __global__ void sort8_groups_smem(const float* in, float* out, int ngroups) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
    __shared__ float buf[2048];
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
    int t = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
    int g = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + t;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
    if (g < ngroups) {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
        for (int k = 0; k < 8; k++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
            buf[8 * t + k] = in[8 * g + k];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
        for (int round_ = 0; round_ < 8; round_++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
            for (int k_1 = round_ % 2; k_1 < 7; k_1 += 2) {
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                float a = buf[8 * t + k_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                float b = buf[8 * t + k_1 + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                buf[8 * t + k_1] = fminf(a, b);
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                buf[8 * t + k_1 + 1] = fmaxf(a, b);
            }
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
        for (int k_2 = 0; k_2 < 8; k_2++)
#line 20 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
            out[8 * g + k_2] = buf[8 * t + k_2];
    }
}
