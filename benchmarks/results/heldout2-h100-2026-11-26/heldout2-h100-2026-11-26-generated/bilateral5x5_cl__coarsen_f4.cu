extern "C" __global__ void bilateral5x5_cf4x(const float* in, float* out, float ks, float kr, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    int x_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    int x_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
}
