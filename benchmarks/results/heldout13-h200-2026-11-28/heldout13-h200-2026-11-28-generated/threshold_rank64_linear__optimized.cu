extern "C" __global__ void threshold_rank64_linear_opt(const float* x, const float* thr, int* rank, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 x_v0;
    int4 rank_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        if (ucond) {
            x_v0 = *(const float4*)&x[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
            float v_m0 = x_v0.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
            int c_m0 = 0;
            {
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                for (int k_m0 = 0; k_m0 < 64 - 15; k_m0 += 16) {
                    float4 thr_v0_0_m0;
                    float4 thr_v0_1_m0;
                    float4 thr_v0_2_m0;
                    float4 thr_v0_3_m0;
                    {
                        thr_v0_0_m0 = *(const float4*)&thr[k_m0];
                        thr_v0_1_m0 = *(const float4*)(&thr[k_m0] + 4);
                        thr_v0_2_m0 = *(const float4*)(&thr[k_m0] + 8);
                        thr_v0_3_m0 = *(const float4*)(&thr[k_m0] + 12);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m0 += thr_v0_0_m0.x <= v_m0 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m0 += thr_v0_0_m0.y <= v_m0 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m0 += thr_v0_0_m0.z <= v_m0 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m0 += thr_v0_0_m0.w <= v_m0 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m0 += thr_v0_1_m0.x <= v_m0 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m0 += thr_v0_1_m0.y <= v_m0 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m0 += thr_v0_1_m0.z <= v_m0 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m0 += thr_v0_1_m0.w <= v_m0 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m0 += thr_v0_2_m0.x <= v_m0 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m0 += thr_v0_2_m0.y <= v_m0 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m0 += thr_v0_2_m0.z <= v_m0 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m0 += thr_v0_2_m0.w <= v_m0 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m0 += thr_v0_3_m0.x <= v_m0 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m0 += thr_v0_3_m0.y <= v_m0 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m0 += thr_v0_3_m0.z <= v_m0 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m0 += thr_v0_3_m0.w <= v_m0 ? 1 : 0;
                    }
                }
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                for (int k_r_m0 = 0 + (64 - 0) / 16 * 16; k_r_m0 < 64; k_r_m0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                    c_m0 += thr[k_r_m0] <= v_m0 ? 1 : 0;
                }
            }
            rank_v1.x = c_m0;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
            float v_m1 = x_v0.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
            int c_m1 = 0;
            {
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                for (int k_m1 = 0; k_m1 < 64 - 15; k_m1 += 16) {
                    float4 thr_v0_0_m1;
                    float4 thr_v0_1_m1;
                    float4 thr_v0_2_m1;
                    float4 thr_v0_3_m1;
                    {
                        thr_v0_0_m1 = *(const float4*)&thr[k_m1];
                        thr_v0_1_m1 = *(const float4*)(&thr[k_m1] + 4);
                        thr_v0_2_m1 = *(const float4*)(&thr[k_m1] + 8);
                        thr_v0_3_m1 = *(const float4*)(&thr[k_m1] + 12);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m1 += thr_v0_0_m1.x <= v_m1 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m1 += thr_v0_0_m1.y <= v_m1 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m1 += thr_v0_0_m1.z <= v_m1 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m1 += thr_v0_0_m1.w <= v_m1 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m1 += thr_v0_1_m1.x <= v_m1 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m1 += thr_v0_1_m1.y <= v_m1 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m1 += thr_v0_1_m1.z <= v_m1 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m1 += thr_v0_1_m1.w <= v_m1 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m1 += thr_v0_2_m1.x <= v_m1 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m1 += thr_v0_2_m1.y <= v_m1 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m1 += thr_v0_2_m1.z <= v_m1 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m1 += thr_v0_2_m1.w <= v_m1 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m1 += thr_v0_3_m1.x <= v_m1 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m1 += thr_v0_3_m1.y <= v_m1 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m1 += thr_v0_3_m1.z <= v_m1 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m1 += thr_v0_3_m1.w <= v_m1 ? 1 : 0;
                    }
                }
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                for (int k_r_m1 = 0 + (64 - 0) / 16 * 16; k_r_m1 < 64; k_r_m1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                    c_m1 += thr[k_r_m1] <= v_m1 ? 1 : 0;
                }
            }
            rank_v1.y = c_m1;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
            float v_m2 = x_v0.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
            int c_m2 = 0;
            {
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                for (int k_m2 = 0; k_m2 < 64 - 15; k_m2 += 16) {
                    float4 thr_v0_0_m2;
                    float4 thr_v0_1_m2;
                    float4 thr_v0_2_m2;
                    float4 thr_v0_3_m2;
                    {
                        thr_v0_0_m2 = *(const float4*)&thr[k_m2];
                        thr_v0_1_m2 = *(const float4*)(&thr[k_m2] + 4);
                        thr_v0_2_m2 = *(const float4*)(&thr[k_m2] + 8);
                        thr_v0_3_m2 = *(const float4*)(&thr[k_m2] + 12);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m2 += thr_v0_0_m2.x <= v_m2 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m2 += thr_v0_0_m2.y <= v_m2 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m2 += thr_v0_0_m2.z <= v_m2 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m2 += thr_v0_0_m2.w <= v_m2 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m2 += thr_v0_1_m2.x <= v_m2 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m2 += thr_v0_1_m2.y <= v_m2 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m2 += thr_v0_1_m2.z <= v_m2 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m2 += thr_v0_1_m2.w <= v_m2 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m2 += thr_v0_2_m2.x <= v_m2 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m2 += thr_v0_2_m2.y <= v_m2 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m2 += thr_v0_2_m2.z <= v_m2 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m2 += thr_v0_2_m2.w <= v_m2 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m2 += thr_v0_3_m2.x <= v_m2 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m2 += thr_v0_3_m2.y <= v_m2 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m2 += thr_v0_3_m2.z <= v_m2 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m2 += thr_v0_3_m2.w <= v_m2 ? 1 : 0;
                    }
                }
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                for (int k_r_m2 = 0 + (64 - 0) / 16 * 16; k_r_m2 < 64; k_r_m2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                    c_m2 += thr[k_r_m2] <= v_m2 ? 1 : 0;
                }
            }
            rank_v1.z = c_m2;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
            float v_m3 = x_v0.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
            int c_m3 = 0;
            {
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                for (int k_m3 = 0; k_m3 < 64 - 15; k_m3 += 16) {
                    float4 thr_v0_0_m3;
                    float4 thr_v0_1_m3;
                    float4 thr_v0_2_m3;
                    float4 thr_v0_3_m3;
                    {
                        thr_v0_0_m3 = *(const float4*)&thr[k_m3];
                        thr_v0_1_m3 = *(const float4*)(&thr[k_m3] + 4);
                        thr_v0_2_m3 = *(const float4*)(&thr[k_m3] + 8);
                        thr_v0_3_m3 = *(const float4*)(&thr[k_m3] + 12);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m3 += thr_v0_0_m3.x <= v_m3 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m3 += thr_v0_0_m3.y <= v_m3 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m3 += thr_v0_0_m3.z <= v_m3 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m3 += thr_v0_0_m3.w <= v_m3 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m3 += thr_v0_1_m3.x <= v_m3 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m3 += thr_v0_1_m3.y <= v_m3 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m3 += thr_v0_1_m3.z <= v_m3 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m3 += thr_v0_1_m3.w <= v_m3 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m3 += thr_v0_2_m3.x <= v_m3 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m3 += thr_v0_2_m3.y <= v_m3 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m3 += thr_v0_2_m3.z <= v_m3 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m3 += thr_v0_2_m3.w <= v_m3 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m3 += thr_v0_3_m3.x <= v_m3 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m3 += thr_v0_3_m3.y <= v_m3 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m3 += thr_v0_3_m3.z <= v_m3 ? 1 : 0;
                    }
                    {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                        c_m3 += thr_v0_3_m3.w <= v_m3 ? 1 : 0;
                    }
                }
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                for (int k_r_m3 = 0 + (64 - 0) / 16 * 16; k_r_m3 < 64; k_r_m3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cu"
                    c_m3 += thr[k_r_m3] <= v_m3 ? 1 : 0;
                }
            }
            rank_v1.w = c_m3;
            *(int4*)(&rank[i_m3] - 3) = rank_v1;
        }
    }
}
