extern "C" __global__ void group_quant_q8_opt(const float* x, char* q, float* scale, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
    int g = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
    if (g < n / 32) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
        float m = 0.0f;
        {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
            for (int k = 0; k < 32 - 15; k += 16) {
                float4 x_v0_0;
                float4 x_v0_1;
                float4 x_v0_2;
                float4 x_v0_3;
                {
                    x_v0_0 = *(const float4*)&x[32 * g + k];
                    x_v0_1 = *(const float4*)(&x[32 * g + k] + 4);
                    x_v0_2 = *(const float4*)(&x[32 * g + k] + 8);
                    x_v0_3 = *(const float4*)(&x[32 * g + k] + 12);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
                    m = fmaxf(m, fabsf(x_v0_0.x));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
                    m = fmaxf(m, fabsf(x_v0_0.y));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
                    m = fmaxf(m, fabsf(x_v0_0.z));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
                    m = fmaxf(m, fabsf(x_v0_0.w));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
                    m = fmaxf(m, fabsf(x_v0_1.x));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
                    m = fmaxf(m, fabsf(x_v0_1.y));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
                    m = fmaxf(m, fabsf(x_v0_1.z));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
                    m = fmaxf(m, fabsf(x_v0_1.w));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
                    m = fmaxf(m, fabsf(x_v0_2.x));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
                    m = fmaxf(m, fabsf(x_v0_2.y));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
                    m = fmaxf(m, fabsf(x_v0_2.z));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
                    m = fmaxf(m, fabsf(x_v0_2.w));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
                    m = fmaxf(m, fabsf(x_v0_3.x));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
                    m = fmaxf(m, fabsf(x_v0_3.y));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
                    m = fmaxf(m, fabsf(x_v0_3.z));
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
                    m = fmaxf(m, fabsf(x_v0_3.w));
                }
            }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
            for (int k_r = 0 + (32 - 0) / 16 * 16; k_r < 32; k_r++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
                m = fmaxf(m, fabsf(x[32 * g + k_r]));
            }
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
        float inv = m > 0.0f ? 127.0f / m : 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
        scale[g] = m / 127.0f;
        {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
            for (int k_1 = 0; k_1 < 32 - 15; k_1 += 16) {
                uint4 q_v0;
                float4 x_v1_0;
                float4 x_v1_1;
                float4 x_v1_2;
                float4 x_v1_3;
                {
                    x_v1_0 = *(const float4*)&x[32 * g + k_1];
                    x_v1_1 = *(const float4*)(&x[32 * g + k_1] + 4);
                    x_v1_2 = *(const float4*)(&x[32 * g + k_1] + 8);
                    x_v1_3 = *(const float4*)(&x[32 * g + k_1] + 12);
                    q_v0.x = (q_v0.x & 4294967040u) | ((unsigned int)(char)rintf(x_v1_0.x * inv) & 255u);
                }
                {
                    q_v0.x = (q_v0.x & 4294902015u) | (((unsigned int)(char)rintf(x_v1_0.y * inv) & 255u) << 8);
                }
                {
                    q_v0.x = (q_v0.x & 4278255615u) | (((unsigned int)(char)rintf(x_v1_0.z * inv) & 255u) << 16);
                }
                {
                    q_v0.x = (q_v0.x & 16777215u) | (((unsigned int)(char)rintf(x_v1_0.w * inv) & 255u) << 24);
                }
                {
                    q_v0.y = (q_v0.y & 4294967040u) | ((unsigned int)(char)rintf(x_v1_1.x * inv) & 255u);
                }
                {
                    q_v0.y = (q_v0.y & 4294902015u) | (((unsigned int)(char)rintf(x_v1_1.y * inv) & 255u) << 8);
                }
                {
                    q_v0.y = (q_v0.y & 4278255615u) | (((unsigned int)(char)rintf(x_v1_1.z * inv) & 255u) << 16);
                }
                {
                    q_v0.y = (q_v0.y & 16777215u) | (((unsigned int)(char)rintf(x_v1_1.w * inv) & 255u) << 24);
                }
                {
                    q_v0.z = (q_v0.z & 4294967040u) | ((unsigned int)(char)rintf(x_v1_2.x * inv) & 255u);
                }
                {
                    q_v0.z = (q_v0.z & 4294902015u) | (((unsigned int)(char)rintf(x_v1_2.y * inv) & 255u) << 8);
                }
                {
                    q_v0.z = (q_v0.z & 4278255615u) | (((unsigned int)(char)rintf(x_v1_2.z * inv) & 255u) << 16);
                }
                {
                    q_v0.z = (q_v0.z & 16777215u) | (((unsigned int)(char)rintf(x_v1_2.w * inv) & 255u) << 24);
                }
                {
                    q_v0.w = (q_v0.w & 4294967040u) | ((unsigned int)(char)rintf(x_v1_3.x * inv) & 255u);
                }
                {
                    q_v0.w = (q_v0.w & 4294902015u) | (((unsigned int)(char)rintf(x_v1_3.y * inv) & 255u) << 8);
                }
                {
                    q_v0.w = (q_v0.w & 4278255615u) | (((unsigned int)(char)rintf(x_v1_3.z * inv) & 255u) << 16);
                }
                {
                    q_v0.w = (q_v0.w & 16777215u) | (((unsigned int)(char)rintf(x_v1_3.w * inv) & 255u) << 24);
                    *(uint4*)(&q[32 * g + (k_1 + 15)] - 15) = q_v0;
                }
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
            for (int k_1_r = 0 + (32 - 0) / 16 * 16; k_1_r < 32; k_1_r++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cu"
                q[32 * g + k_1_r] = (char)rintf(x[32 * g + k_1_r] * inv);
            }
        }
    }
}
