extern "C" __global__ void bilateral5x5_cf4x(const float* in, float* out, float ks, float kr, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    int x_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    int x_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    int x_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cu"
    int x_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
}
