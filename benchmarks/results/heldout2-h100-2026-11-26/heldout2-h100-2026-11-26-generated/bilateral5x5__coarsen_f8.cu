extern "C" __global__ void bilateral5x5_cf8x(const float* in, float* out, float ks, float kr, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    int x_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    int x_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    int x_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    int x_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    int x_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    int x_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    int x_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    int x_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    if (!(x_0 >= width || y >= height)) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        float c_0 = in[y * width + x_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        float num_0 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        float den_0 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        for (int dy_0 = -2; dy_0 <= 2; dy_0++)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
            for (int dx_0 = -2; dx_0 <= 2; dx_0++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                int yy_0 = min(max(y + dy_0, 0), height - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                int xx_0 = min(max(x_0 + dx_0, 0), width - 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                float v_0 = in[yy_0 * width + xx_0];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                float wgt_0 = expf(-(float)(dx_0 * dx_0 + dy_0 * dy_0) * ks - (v_0 - c_0) * (v_0 - c_0) * kr);
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                num_0 += wgt_0 * v_0;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                den_0 += wgt_0;
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        out[y * width + x_0] = num_0 / den_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    if (!(x_1 >= width || y >= height)) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        float c_1 = in[y * width + x_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        float num_1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        float den_1 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        for (int dy_1 = -2; dy_1 <= 2; dy_1++)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
            for (int dx_1 = -2; dx_1 <= 2; dx_1++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                int yy_1 = min(max(y + dy_1, 0), height - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                int xx_1 = min(max(x_1 + dx_1, 0), width - 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                float v_1 = in[yy_1 * width + xx_1];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                float wgt_1 = expf(-(float)(dx_1 * dx_1 + dy_1 * dy_1) * ks - (v_1 - c_1) * (v_1 - c_1) * kr);
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                num_1 += wgt_1 * v_1;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                den_1 += wgt_1;
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        out[y * width + x_1] = num_1 / den_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    if (!(x_2 >= width || y >= height)) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        float c_2 = in[y * width + x_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        float num_2 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        float den_2 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        for (int dy_2 = -2; dy_2 <= 2; dy_2++)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
            for (int dx_2 = -2; dx_2 <= 2; dx_2++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                int yy_2 = min(max(y + dy_2, 0), height - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                int xx_2 = min(max(x_2 + dx_2, 0), width - 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                float v_2 = in[yy_2 * width + xx_2];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                float wgt_2 = expf(-(float)(dx_2 * dx_2 + dy_2 * dy_2) * ks - (v_2 - c_2) * (v_2 - c_2) * kr);
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                num_2 += wgt_2 * v_2;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                den_2 += wgt_2;
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        out[y * width + x_2] = num_2 / den_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    if (!(x_3 >= width || y >= height)) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        float c_3 = in[y * width + x_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        float num_3 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        float den_3 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        for (int dy_3 = -2; dy_3 <= 2; dy_3++)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
            for (int dx_3 = -2; dx_3 <= 2; dx_3++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                int yy_3 = min(max(y + dy_3, 0), height - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                int xx_3 = min(max(x_3 + dx_3, 0), width - 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                float v_3 = in[yy_3 * width + xx_3];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                float wgt_3 = expf(-(float)(dx_3 * dx_3 + dy_3 * dy_3) * ks - (v_3 - c_3) * (v_3 - c_3) * kr);
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                num_3 += wgt_3 * v_3;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                den_3 += wgt_3;
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        out[y * width + x_3] = num_3 / den_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    if (!(x_4 >= width || y >= height)) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        float c_4 = in[y * width + x_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        float num_4 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        float den_4 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        for (int dy_4 = -2; dy_4 <= 2; dy_4++)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
            for (int dx_4 = -2; dx_4 <= 2; dx_4++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                int yy_4 = min(max(y + dy_4, 0), height - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                int xx_4 = min(max(x_4 + dx_4, 0), width - 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                float v_4 = in[yy_4 * width + xx_4];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                float wgt_4 = expf(-(float)(dx_4 * dx_4 + dy_4 * dy_4) * ks - (v_4 - c_4) * (v_4 - c_4) * kr);
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                num_4 += wgt_4 * v_4;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                den_4 += wgt_4;
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        out[y * width + x_4] = num_4 / den_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    if (!(x_5 >= width || y >= height)) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        float c_5 = in[y * width + x_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        float num_5 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        float den_5 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        for (int dy_5 = -2; dy_5 <= 2; dy_5++)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
            for (int dx_5 = -2; dx_5 <= 2; dx_5++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                int yy_5 = min(max(y + dy_5, 0), height - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                int xx_5 = min(max(x_5 + dx_5, 0), width - 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                float v_5 = in[yy_5 * width + xx_5];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                float wgt_5 = expf(-(float)(dx_5 * dx_5 + dy_5 * dy_5) * ks - (v_5 - c_5) * (v_5 - c_5) * kr);
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                num_5 += wgt_5 * v_5;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                den_5 += wgt_5;
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        out[y * width + x_5] = num_5 / den_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    if (!(x_6 >= width || y >= height)) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        float c_6 = in[y * width + x_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        float num_6 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        float den_6 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        for (int dy_6 = -2; dy_6 <= 2; dy_6++)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
            for (int dx_6 = -2; dx_6 <= 2; dx_6++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                int yy_6 = min(max(y + dy_6, 0), height - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                int xx_6 = min(max(x_6 + dx_6, 0), width - 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                float v_6 = in[yy_6 * width + xx_6];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                float wgt_6 = expf(-(float)(dx_6 * dx_6 + dy_6 * dy_6) * ks - (v_6 - c_6) * (v_6 - c_6) * kr);
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                num_6 += wgt_6 * v_6;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                den_6 += wgt_6;
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        out[y * width + x_6] = num_6 / den_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    if (!(x_7 >= width || y >= height)) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        float c_7 = in[y * width + x_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        float num_7 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        float den_7 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        for (int dy_7 = -2; dy_7 <= 2; dy_7++)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
            for (int dx_7 = -2; dx_7 <= 2; dx_7++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                int yy_7 = min(max(y + dy_7, 0), height - 1);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                int xx_7 = min(max(x_7 + dx_7, 0), width - 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                float v_7 = in[yy_7 * width + xx_7];
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                float wgt_7 = expf(-(float)(dx_7 * dx_7 + dy_7 * dy_7) * ks - (v_7 - c_7) * (v_7 - c_7) * kr);
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                num_7 += wgt_7 * v_7;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
                den_7 += wgt_7;
            }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
        out[y * width + x_7] = num_7 / den_7;
    }
}
