extern "C" __global__ void qk_scores_d16_opt(const float* Q, const float* K, float* S, float scale, int seq) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
    int ucond = ((int)((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) < seq) & ((int)((unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull) < seq);
    float2 S_v0;
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        int j_m0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        int i_m0 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        int h_m0 = (unsigned long long)blockIdx.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        if (ucond) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            const float* q_m0 = Q + (h_m0 * seq + i_m0) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            const float* k_m0 = K + (h_m0 * seq + j_m0) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            float s_m0 = 0.0f;
            {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                for (int d_m0 = 0; d_m0 < 16 - 15; d_m0 += 16) {
                    float4 Q_v0_0_m0;
                    float4 Q_v0_1_m0;
                    float4 Q_v0_2_m0;
                    float4 Q_v0_3_m0;
                    float4 K_v1_0_m0;
                    float4 K_v1_1_m0;
                    float4 K_v1_2_m0;
                    float4 K_v1_3_m0;
                    {
                        Q_v0_0_m0 = *(const float4*)&q_m0[d_m0];
                        Q_v0_1_m0 = *(const float4*)(&q_m0[d_m0] + 4);
                        Q_v0_2_m0 = *(const float4*)(&q_m0[d_m0] + 8);
                        Q_v0_3_m0 = *(const float4*)(&q_m0[d_m0] + 12);
                        K_v1_0_m0 = *(const float4*)&k_m0[d_m0];
                        K_v1_1_m0 = *(const float4*)(&k_m0[d_m0] + 4);
                        K_v1_2_m0 = *(const float4*)(&k_m0[d_m0] + 8);
                        K_v1_3_m0 = *(const float4*)(&k_m0[d_m0] + 12);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m0 += Q_v0_0_m0.x * K_v1_0_m0.x;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m0 += Q_v0_0_m0.y * K_v1_0_m0.y;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m0 += Q_v0_0_m0.z * K_v1_0_m0.z;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m0 += Q_v0_0_m0.w * K_v1_0_m0.w;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m0 += Q_v0_1_m0.x * K_v1_1_m0.x;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m0 += Q_v0_1_m0.y * K_v1_1_m0.y;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m0 += Q_v0_1_m0.z * K_v1_1_m0.z;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m0 += Q_v0_1_m0.w * K_v1_1_m0.w;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m0 += Q_v0_2_m0.x * K_v1_2_m0.x;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m0 += Q_v0_2_m0.y * K_v1_2_m0.y;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m0 += Q_v0_2_m0.z * K_v1_2_m0.z;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m0 += Q_v0_2_m0.w * K_v1_2_m0.w;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m0 += Q_v0_3_m0.x * K_v1_3_m0.x;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m0 += Q_v0_3_m0.y * K_v1_3_m0.y;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m0 += Q_v0_3_m0.z * K_v1_3_m0.z;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m0 += Q_v0_3_m0.w * K_v1_3_m0.w;
                    }
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                for (int d_r_m0 = 0 + (16 - 0) / 16 * 16; d_r_m0 < 16; d_r_m0++) {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                    s_m0 += q_m0[d_r_m0] * k_m0[d_r_m0];
                }
            }
            S_v0.x = scale * s_m0;
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        int j_m1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        int i_m1 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        int h_m1 = (unsigned long long)blockIdx.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
        if (ucond) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            const float* q_m1 = Q + (h_m1 * seq + i_m1) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            const float* k_m1 = K + (h_m1 * seq + j_m1) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
            float s_m1 = 0.0f;
            {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                for (int d_m1 = 0; d_m1 < 16 - 15; d_m1 += 16) {
                    float4 Q_v0_0_m1;
                    float4 Q_v0_1_m1;
                    float4 Q_v0_2_m1;
                    float4 Q_v0_3_m1;
                    float4 K_v1_0_m1;
                    float4 K_v1_1_m1;
                    float4 K_v1_2_m1;
                    float4 K_v1_3_m1;
                    {
                        Q_v0_0_m1 = *(const float4*)&q_m1[d_m1];
                        Q_v0_1_m1 = *(const float4*)(&q_m1[d_m1] + 4);
                        Q_v0_2_m1 = *(const float4*)(&q_m1[d_m1] + 8);
                        Q_v0_3_m1 = *(const float4*)(&q_m1[d_m1] + 12);
                        K_v1_0_m1 = *(const float4*)&k_m1[d_m1];
                        K_v1_1_m1 = *(const float4*)(&k_m1[d_m1] + 4);
                        K_v1_2_m1 = *(const float4*)(&k_m1[d_m1] + 8);
                        K_v1_3_m1 = *(const float4*)(&k_m1[d_m1] + 12);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m1 += Q_v0_0_m1.x * K_v1_0_m1.x;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m1 += Q_v0_0_m1.y * K_v1_0_m1.y;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m1 += Q_v0_0_m1.z * K_v1_0_m1.z;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m1 += Q_v0_0_m1.w * K_v1_0_m1.w;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m1 += Q_v0_1_m1.x * K_v1_1_m1.x;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m1 += Q_v0_1_m1.y * K_v1_1_m1.y;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m1 += Q_v0_1_m1.z * K_v1_1_m1.z;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m1 += Q_v0_1_m1.w * K_v1_1_m1.w;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m1 += Q_v0_2_m1.x * K_v1_2_m1.x;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m1 += Q_v0_2_m1.y * K_v1_2_m1.y;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m1 += Q_v0_2_m1.z * K_v1_2_m1.z;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m1 += Q_v0_2_m1.w * K_v1_2_m1.w;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m1 += Q_v0_3_m1.x * K_v1_3_m1.x;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m1 += Q_v0_3_m1.y * K_v1_3_m1.y;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m1 += Q_v0_3_m1.z * K_v1_3_m1.z;
                    }
                    {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                        s_m1 += Q_v0_3_m1.w * K_v1_3_m1.w;
                    }
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                for (int d_r_m1 = 0 + (16 - 0) / 16 * 16; d_r_m1 < 16; d_r_m1++) {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cl"
                    s_m1 += q_m1[d_r_m1] * k_m1[d_r_m1];
                }
            }
            S_v0.y = scale * s_m1;
            *(float2*)(&S[(h_m1 * seq + i_m1) * seq + j_m1] - 1) = S_v0;
        }
    }
}
