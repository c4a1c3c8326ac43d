extern "C" __global__ void dct8_blocks_opt(const float* x, const float* C8, float* X, int nblocks) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
    int b = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
    if (b < nblocks) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
        float v[8];
        {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            for (int m = 0; m < 8 - 7; m += 8) {
                float4 x_v0_0;
                float4 x_v0_1;
                {
                    x_v0_0 = *(const float4*)&x[8 * b + m];
                    x_v0_1 = *(const float4*)(&x[8 * b + m] + 4);
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    v[m] = x_v0_0.x;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    v[m + 1] = x_v0_0.y;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    v[m + 2] = x_v0_0.z;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    v[m + 3] = x_v0_0.w;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    v[m + 4] = x_v0_1.x;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    v[m + 5] = x_v0_1.y;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    v[m + 6] = x_v0_1.z;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    v[m + 7] = x_v0_1.w;
                }
            }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            for (int m_r = 0 + (8 - 0) / 8 * 8; m_r < 8; m_r++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                v[m_r] = x[8 * b + m_r];
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            for (int k = 0; k < 8 - 7; k += 8) {
                float4 X_v0_0;
                float4 X_v0_1;
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    float s_u0 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    for (int m_1_u0 = 0; m_1_u0 < 8; m_1_u0++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                        s_u0 += C8[8 * k + m_1_u0] * v[m_1_u0];
                    }
                    X_v0_0.x = s_u0;
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    float s_u1 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    for (int m_1_u1 = 0; m_1_u1 < 8; m_1_u1++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                        s_u1 += C8[8 * (k + 1) + m_1_u1] * v[m_1_u1];
                    }
                    X_v0_0.y = s_u1;
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    float s_u2 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    for (int m_1_u2 = 0; m_1_u2 < 8; m_1_u2++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                        s_u2 += C8[8 * (k + 2) + m_1_u2] * v[m_1_u2];
                    }
                    X_v0_0.z = s_u2;
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    float s_u3 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    for (int m_1_u3 = 0; m_1_u3 < 8; m_1_u3++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                        s_u3 += C8[8 * (k + 3) + m_1_u3] * v[m_1_u3];
                    }
                    X_v0_0.w = s_u3;
                    *(float4*)(&X[8 * b + (k + 3)] - 3) = X_v0_0;
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    float s_u4 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    for (int m_1_u4 = 0; m_1_u4 < 8; m_1_u4++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                        s_u4 += C8[8 * (k + 4) + m_1_u4] * v[m_1_u4];
                    }
                    X_v0_1.x = s_u4;
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    float s_u5 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    for (int m_1_u5 = 0; m_1_u5 < 8; m_1_u5++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                        s_u5 += C8[8 * (k + 5) + m_1_u5] * v[m_1_u5];
                    }
                    X_v0_1.y = s_u5;
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    float s_u6 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    for (int m_1_u6 = 0; m_1_u6 < 8; m_1_u6++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                        s_u6 += C8[8 * (k + 6) + m_1_u6] * v[m_1_u6];
                    }
                    X_v0_1.z = s_u6;
                }
                {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    float s_u7 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    for (int m_1_u7 = 0; m_1_u7 < 8; m_1_u7++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                        s_u7 += C8[8 * (k + 7) + m_1_u7] * v[m_1_u7];
                    }
                    X_v0_1.w = s_u7;
                    *(float4*)(&X[8 * b + (k + 7)] - 3) = X_v0_1;
                }
            }
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
            for (int k_r = 0 + (8 - 0) / 8 * 8; k_r < 8; k_r++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                float s_r = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                for (int m_1_r = 0; m_1_r < 8; m_1_r++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                    s_r += C8[8 * k_r + m_1_r] * v[m_1_r];
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/dct8_blocks.cu"
                X[8 * b + k_r] = s_r;
            }
        }
    }
}
