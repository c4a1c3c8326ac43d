extern "C" __global__ void bilateral5x5_cf8x(const float* in, float* out, float ks, float kr, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    int x_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    int x_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    int x_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    int x_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    int x_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    int x_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    if (!(x_0 >= width || y >= height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        float c_0 = in[y * width + x_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        float num_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        float den_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        for (int dy_0 = -2; dy_0 <= 2; dy_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            for (int dx_0 = -2; dx_0 <= 2; dx_0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                int yy_0 = min(max(y + dy_0, 0), height - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                int xx_0 = min(max(x_0 + dx_0, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                float v_0 = in[yy_0 * width + xx_0];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                float wgt_0 = expf(-(float)(dx_0 * dx_0 + dy_0 * dy_0) * ks - (v_0 - c_0) * (v_0 - c_0) * kr);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                num_0 += wgt_0 * v_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                den_0 += wgt_0;
            }
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        out[y * width + x_0] = num_0 / den_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    if (!(x_1 >= width || y >= height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        float c_1 = in[y * width + x_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        float num_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        float den_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        for (int dy_1 = -2; dy_1 <= 2; dy_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            for (int dx_1 = -2; dx_1 <= 2; dx_1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                int yy_1 = min(max(y + dy_1, 0), height - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                int xx_1 = min(max(x_1 + dx_1, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                float v_1 = in[yy_1 * width + xx_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                float wgt_1 = expf(-(float)(dx_1 * dx_1 + dy_1 * dy_1) * ks - (v_1 - c_1) * (v_1 - c_1) * kr);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                num_1 += wgt_1 * v_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                den_1 += wgt_1;
            }
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        out[y * width + x_1] = num_1 / den_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    if (!(x_2 >= width || y >= height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        float c_2 = in[y * width + x_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        float num_2 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        float den_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        for (int dy_2 = -2; dy_2 <= 2; dy_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            for (int dx_2 = -2; dx_2 <= 2; dx_2++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                int yy_2 = min(max(y + dy_2, 0), height - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                int xx_2 = min(max(x_2 + dx_2, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                float v_2 = in[yy_2 * width + xx_2];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                float wgt_2 = expf(-(float)(dx_2 * dx_2 + dy_2 * dy_2) * ks - (v_2 - c_2) * (v_2 - c_2) * kr);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                num_2 += wgt_2 * v_2;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                den_2 += wgt_2;
            }
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        out[y * width + x_2] = num_2 / den_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    if (!(x_3 >= width || y >= height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        float c_3 = in[y * width + x_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        float num_3 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        float den_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        for (int dy_3 = -2; dy_3 <= 2; dy_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            for (int dx_3 = -2; dx_3 <= 2; dx_3++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                int yy_3 = min(max(y + dy_3, 0), height - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                int xx_3 = min(max(x_3 + dx_3, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                float v_3 = in[yy_3 * width + xx_3];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                float wgt_3 = expf(-(float)(dx_3 * dx_3 + dy_3 * dy_3) * ks - (v_3 - c_3) * (v_3 - c_3) * kr);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                num_3 += wgt_3 * v_3;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                den_3 += wgt_3;
            }
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        out[y * width + x_3] = num_3 / den_3;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    if (!(x_4 >= width || y >= height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        float c_4 = in[y * width + x_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        float num_4 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        float den_4 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        for (int dy_4 = -2; dy_4 <= 2; dy_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            for (int dx_4 = -2; dx_4 <= 2; dx_4++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                int yy_4 = min(max(y + dy_4, 0), height - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                int xx_4 = min(max(x_4 + dx_4, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                float v_4 = in[yy_4 * width + xx_4];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                float wgt_4 = expf(-(float)(dx_4 * dx_4 + dy_4 * dy_4) * ks - (v_4 - c_4) * (v_4 - c_4) * kr);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                num_4 += wgt_4 * v_4;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                den_4 += wgt_4;
            }
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        out[y * width + x_4] = num_4 / den_4;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    if (!(x_5 >= width || y >= height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        float c_5 = in[y * width + x_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        float num_5 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        float den_5 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        for (int dy_5 = -2; dy_5 <= 2; dy_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            for (int dx_5 = -2; dx_5 <= 2; dx_5++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                int yy_5 = min(max(y + dy_5, 0), height - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                int xx_5 = min(max(x_5 + dx_5, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                float v_5 = in[yy_5 * width + xx_5];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                float wgt_5 = expf(-(float)(dx_5 * dx_5 + dy_5 * dy_5) * ks - (v_5 - c_5) * (v_5 - c_5) * kr);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                num_5 += wgt_5 * v_5;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                den_5 += wgt_5;
            }
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        out[y * width + x_5] = num_5 / den_5;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    if (!(x_6 >= width || y >= height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        float c_6 = in[y * width + x_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        float num_6 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        float den_6 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        for (int dy_6 = -2; dy_6 <= 2; dy_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            for (int dx_6 = -2; dx_6 <= 2; dx_6++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                int yy_6 = min(max(y + dy_6, 0), height - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                int xx_6 = min(max(x_6 + dx_6, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                float v_6 = in[yy_6 * width + xx_6];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                float wgt_6 = expf(-(float)(dx_6 * dx_6 + dy_6 * dy_6) * ks - (v_6 - c_6) * (v_6 - c_6) * kr);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                num_6 += wgt_6 * v_6;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                den_6 += wgt_6;
            }
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        out[y * width + x_6] = num_6 / den_6;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    if (!(x_7 >= width || y >= height)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        float c_7 = in[y * width + x_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        float num_7 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        float den_7 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        for (int dy_7 = -2; dy_7 <= 2; dy_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
            for (int dx_7 = -2; dx_7 <= 2; dx_7++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                int yy_7 = min(max(y + dy_7, 0), height - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                int xx_7 = min(max(x_7 + dx_7, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                float v_7 = in[yy_7 * width + xx_7];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                float wgt_7 = expf(-(float)(dx_7 * dx_7 + dy_7 * dy_7) * ks - (v_7 - c_7) * (v_7 - c_7) * kr);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                num_7 += wgt_7 * v_7;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
                den_7 += wgt_7;
            }
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
        out[y * width + x_7] = num_7 / den_7;
    }
}
