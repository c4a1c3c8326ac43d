extern "C" __global__ void sobel_gxgy_f32_cf2x(const float* in, float* gx, float* gy, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        int i_0 = y * width + x_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        float dx_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        float dy_0 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        if (x_0 > 0 && x_0 < width - 1 && y > 0 && y < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
            dx_0 = in[i_0 - width + 1] + 2.0f * in[i_0 + 1] + in[i_0 + width + 1] - (in[i_0 - width - 1] + 2.0f * in[i_0 - 1] + in[i_0 + width - 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
            dy_0 = in[i_0 + width - 1] + 2.0f * in[i_0 + width] + in[i_0 + width + 1] - (in[i_0 - width - 1] + 2.0f * in[i_0 - width] + in[i_0 - width + 1]);
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        gx[i_0] = dx_0;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        gy[i_0] = dy_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        int i_1 = y * width + x_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        float dx_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        float dy_1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        if (x_1 > 0 && x_1 < width - 1 && y > 0 && y < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
            dx_1 = in[i_1 - width + 1] + 2.0f * in[i_1 + 1] + in[i_1 + width + 1] - (in[i_1 - width - 1] + 2.0f * in[i_1 - 1] + in[i_1 + width - 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
            dy_1 = in[i_1 + width - 1] + 2.0f * in[i_1 + width] + in[i_1 + width + 1] - (in[i_1 - width - 1] + 2.0f * in[i_1 - width] + in[i_1 - width + 1]);
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        gx[i_1] = dx_1;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        gy[i_1] = dy_1;
    }
}
