extern "C" __global__ void sort8_groups_smem_opt(const float* in, float* out, int ngroups) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
    __shared__ float buf[2048];
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
    int t = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
    int g = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + t;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
    if (g < ngroups) {
        {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
            for (int k = 0; k < 8 - 7; k += 8) {
                float4 in_v0_0;
                float4 in_v0_1;
                {
                    in_v0_0 = *(const float4*)&in[8 * g + k];
                    in_v0_1 = *(const float4*)(&in[8 * g + k] + 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                    buf[8 * t + k] = in_v0_0.x;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                    buf[8 * t + (k + 1)] = in_v0_0.y;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                    buf[8 * t + (k + 2)] = in_v0_0.z;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                    buf[8 * t + (k + 3)] = in_v0_0.w;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                    buf[8 * t + (k + 4)] = in_v0_1.x;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                    buf[8 * t + (k + 5)] = in_v0_1.y;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                    buf[8 * t + (k + 6)] = in_v0_1.z;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                    buf[8 * t + (k + 7)] = in_v0_1.w;
                }
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
            for (int k_r = 0 + (8 - 0) / 8 * 8; k_r < 8; k_r++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                buf[8 * t + k_r] = in[8 * g + k_r];
            }
        }
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
        {
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
            for (int k_2 = 0; k_2 < 8 - 7; k_2 += 8) {
                float4 out_v0_0;
                float4 out_v0_1;
                {
                    out_v0_0.x = buf[8 * t + k_2];
                }
                {
                    out_v0_0.y = buf[8 * t + (k_2 + 1)];
                }
                {
                    out_v0_0.z = buf[8 * t + (k_2 + 2)];
                }
                {
                    out_v0_0.w = buf[8 * t + (k_2 + 3)];
                    *(float4*)(&out[8 * g + (k_2 + 3)] - 3) = out_v0_0;
                }
                {
                    out_v0_1.x = buf[8 * t + (k_2 + 4)];
                }
                {
                    out_v0_1.y = buf[8 * t + (k_2 + 5)];
                }
                {
                    out_v0_1.z = buf[8 * t + (k_2 + 6)];
                }
                {
                    out_v0_1.w = buf[8 * t + (k_2 + 7)];
                    *(float4*)(&out[8 * g + (k_2 + 7)] - 3) = out_v0_1;
                }
            }
#line 19 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
            for (int k_2_r = 0 + (8 - 0) / 8 * 8; k_2_r < 8; k_2_r++) {
#line 20 "/work/main/.stage/main/benchmarks/heldout8/kernels/sort8_groups_smem.cl"
                out[8 * g + k_2_r] = buf[8 * t + k_2_r];
            }
        }
    }
}
