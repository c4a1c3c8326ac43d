extern "C" __global__ void bilateral5x5_cf2x(const float* in, float* out, float ks, float kr, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bilateral5x5.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
