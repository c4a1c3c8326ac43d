extern "C" __global__ void conv1d_opt(const float* in, const float* w, float* out, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 out_v0;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
            float s_m0 = 0.0f;
            {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                for (int k_m0 = -4; k_m0 < 4 + 1 - 3; k_m0 += 4) {
                    float4 w_v0_m0;
                    {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        int j_u0_m0 = min(max(i_m0 + k_m0, 0), n - 1);
                        w_v0_m0 = *(const float4*)&w[k_m0 + 4];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        s_m0 += w_v0_m0.x * in[j_u0_m0];
                    }
                    {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        int j_u1_m0 = min(max(i_m0 + (k_m0 + 1), 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        s_m0 += w_v0_m0.y * in[j_u1_m0];
                    }
                    {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        int j_u2_m0 = min(max(i_m0 + (k_m0 + 2), 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        s_m0 += w_v0_m0.z * in[j_u2_m0];
                    }
                    {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        int j_u3_m0 = min(max(i_m0 + (k_m0 + 3), 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        s_m0 += w_v0_m0.w * in[j_u3_m0];
                    }
                }
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                for (int k_r_m0 = -4 + (4 + 1 - -4) / 4 * 4; k_r_m0 < 4 + 1; k_r_m0++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                    int j_r_m0 = min(max(i_m0 + k_r_m0, 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                    s_m0 += w[k_r_m0 + 4] * in[j_r_m0];
                }
            }
            out_v0.x = s_m0;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
            float s_m1 = 0.0f;
            {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                for (int k_m1 = -4; k_m1 < 4 + 1 - 3; k_m1 += 4) {
                    float4 w_v0_m1;
                    {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        int j_u0_m1 = min(max(i_m1 + k_m1, 0), n - 1);
                        w_v0_m1 = *(const float4*)&w[k_m1 + 4];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        s_m1 += w_v0_m1.x * in[j_u0_m1];
                    }
                    {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        int j_u1_m1 = min(max(i_m1 + (k_m1 + 1), 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        s_m1 += w_v0_m1.y * in[j_u1_m1];
                    }
                    {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        int j_u2_m1 = min(max(i_m1 + (k_m1 + 2), 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        s_m1 += w_v0_m1.z * in[j_u2_m1];
                    }
                    {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        int j_u3_m1 = min(max(i_m1 + (k_m1 + 3), 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        s_m1 += w_v0_m1.w * in[j_u3_m1];
                    }
                }
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                for (int k_r_m1 = -4 + (4 + 1 - -4) / 4 * 4; k_r_m1 < 4 + 1; k_r_m1++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                    int j_r_m1 = min(max(i_m1 + k_r_m1, 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                    s_m1 += w[k_r_m1 + 4] * in[j_r_m1];
                }
            }
            out_v0.y = s_m1;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
            float s_m2 = 0.0f;
            {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                for (int k_m2 = -4; k_m2 < 4 + 1 - 3; k_m2 += 4) {
                    float4 w_v0_m2;
                    {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        int j_u0_m2 = min(max(i_m2 + k_m2, 0), n - 1);
                        w_v0_m2 = *(const float4*)&w[k_m2 + 4];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        s_m2 += w_v0_m2.x * in[j_u0_m2];
                    }
                    {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        int j_u1_m2 = min(max(i_m2 + (k_m2 + 1), 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        s_m2 += w_v0_m2.y * in[j_u1_m2];
                    }
                    {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        int j_u2_m2 = min(max(i_m2 + (k_m2 + 2), 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        s_m2 += w_v0_m2.z * in[j_u2_m2];
                    }
                    {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        int j_u3_m2 = min(max(i_m2 + (k_m2 + 3), 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        s_m2 += w_v0_m2.w * in[j_u3_m2];
                    }
                }
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                for (int k_r_m2 = -4 + (4 + 1 - -4) / 4 * 4; k_r_m2 < 4 + 1; k_r_m2++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                    int j_r_m2 = min(max(i_m2 + k_r_m2, 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                    s_m2 += w[k_r_m2 + 4] * in[j_r_m2];
                }
            }
            out_v0.z = s_m2;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
            float s_m3 = 0.0f;
            {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                for (int k_m3 = -4; k_m3 < 4 + 1 - 3; k_m3 += 4) {
                    float4 w_v0_m3;
                    {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        int j_u0_m3 = min(max(i_m3 + k_m3, 0), n - 1);
                        w_v0_m3 = *(const float4*)&w[k_m3 + 4];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        s_m3 += w_v0_m3.x * in[j_u0_m3];
                    }
                    {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        int j_u1_m3 = min(max(i_m3 + (k_m3 + 1), 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        s_m3 += w_v0_m3.y * in[j_u1_m3];
                    }
                    {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        int j_u2_m3 = min(max(i_m3 + (k_m3 + 2), 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        s_m3 += w_v0_m3.z * in[j_u2_m3];
                    }
                    {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        int j_u3_m3 = min(max(i_m3 + (k_m3 + 3), 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                        s_m3 += w_v0_m3.w * in[j_u3_m3];
                    }
                }
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                for (int k_r_m3 = -4 + (4 + 1 - -4) / 4 * 4; k_r_m3 < 4 + 1; k_r_m3++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                    int j_r_m3 = min(max(i_m3 + k_r_m3, 0), n - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/conv1d.cu"
                    s_m3 += w[k_r_m3 + 4] * in[j_r_m3];
                }
            }
            out_v0.w = s_m3;
            *(float4*)(&out[i_m3] - 3) = out_v0;
        }
    }
}
