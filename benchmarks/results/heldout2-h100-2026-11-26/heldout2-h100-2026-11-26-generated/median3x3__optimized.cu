extern "C" __global__ void median3x3_opt(const float* in, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
    int ucond = !(((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) >= width) | ((int)(blockIdx.y * blockDim.y + threadIdx.y) >= height));
    float4 out_v0;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
        int x_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
        int y_m0 = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
            float v_m0[9];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
            for (int dy_m0 = -1; dy_m0 <= 1; dy_m0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                for (int dx_m0 = -1; dx_m0 <= 1; dx_m0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    int yy_m0 = min(max(y_m0 + dy_m0, 0), height - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    int xx_m0 = min(max(x_m0 + dx_m0, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    v_m0[(dy_m0 + 1) * 3 + dx_m0 + 1] = in[yy_m0 * width + xx_m0];
                }
            }
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
            for (int p_m0 = 0; p_m0 < 9; p_m0++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                for (int j_m0 = p_m0 & 1; j_m0 < 8; j_m0 += 2) {
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    float a_m0 = v_m0[j_m0];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    float b_m0 = v_m0[j_m0 + 1];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    v_m0[j_m0] = fminf(a_m0, b_m0);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    v_m0[j_m0 + 1] = fmaxf(a_m0, b_m0);
                }
            }
            out_v0.x = v_m0[4];
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
        int x_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
        int y_m1 = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
            float v_m1[9];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
            for (int dy_m1 = -1; dy_m1 <= 1; dy_m1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                for (int dx_m1 = -1; dx_m1 <= 1; dx_m1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    int yy_m1 = min(max(y_m1 + dy_m1, 0), height - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    int xx_m1 = min(max(x_m1 + dx_m1, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    v_m1[(dy_m1 + 1) * 3 + dx_m1 + 1] = in[yy_m1 * width + xx_m1];
                }
            }
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
            for (int p_m1 = 0; p_m1 < 9; p_m1++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                for (int j_m1 = p_m1 & 1; j_m1 < 8; j_m1 += 2) {
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    float a_m1 = v_m1[j_m1];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    float b_m1 = v_m1[j_m1 + 1];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    v_m1[j_m1] = fminf(a_m1, b_m1);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    v_m1[j_m1 + 1] = fmaxf(a_m1, b_m1);
                }
            }
            out_v0.y = v_m1[4];
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
        int x_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
        int y_m2 = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
            float v_m2[9];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
            for (int dy_m2 = -1; dy_m2 <= 1; dy_m2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                for (int dx_m2 = -1; dx_m2 <= 1; dx_m2++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    int yy_m2 = min(max(y_m2 + dy_m2, 0), height - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    int xx_m2 = min(max(x_m2 + dx_m2, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    v_m2[(dy_m2 + 1) * 3 + dx_m2 + 1] = in[yy_m2 * width + xx_m2];
                }
            }
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
            for (int p_m2 = 0; p_m2 < 9; p_m2++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                for (int j_m2 = p_m2 & 1; j_m2 < 8; j_m2 += 2) {
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    float a_m2 = v_m2[j_m2];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    float b_m2 = v_m2[j_m2 + 1];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    v_m2[j_m2] = fminf(a_m2, b_m2);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    v_m2[j_m2 + 1] = fmaxf(a_m2, b_m2);
                }
            }
            out_v0.z = v_m2[4];
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
        int x_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
        int y_m3 = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
            float v_m3[9];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
            for (int dy_m3 = -1; dy_m3 <= 1; dy_m3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                for (int dx_m3 = -1; dx_m3 <= 1; dx_m3++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    int yy_m3 = min(max(y_m3 + dy_m3, 0), height - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    int xx_m3 = min(max(x_m3 + dx_m3, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    v_m3[(dy_m3 + 1) * 3 + dx_m3 + 1] = in[yy_m3 * width + xx_m3];
                }
            }
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
            for (int p_m3 = 0; p_m3 < 9; p_m3++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                for (int j_m3 = p_m3 & 1; j_m3 < 8; j_m3 += 2) {
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    float a_m3 = v_m3[j_m3];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    float b_m3 = v_m3[j_m3 + 1];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    v_m3[j_m3] = fminf(a_m3, b_m3);
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/median3x3.cu"
                    v_m3[j_m3 + 1] = fmaxf(a_m3, b_m3);
                }
            }
            out_v0.w = v_m3[4];
            *(float4*)(&out[y_m3 * width + x_m3] - 3) = out_v0;
        }
    }
}
