extern "C" __global__ void sobel_gxgy_f32_cf2x(const float* in, float* gx, float* gy, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        int i_0 = y * width + x_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        float dx_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        float dy_0 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        if (x_0 > 0 && x_0 < width - 1 && y > 0 && y < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            dx_0 = in[i_0 - width + 1] + 2.0f * in[i_0 + 1] + in[i_0 + width + 1] - (in[i_0 - width - 1] + 2.0f * in[i_0 - 1] + in[i_0 + width - 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            dy_0 = in[i_0 + width - 1] + 2.0f * in[i_0 + width] + in[i_0 + width + 1] - (in[i_0 - width - 1] + 2.0f * in[i_0 - width] + in[i_0 - width + 1]);
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        gx[i_0] = dx_0;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        gy[i_0] = dy_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        int i_1 = y * width + x_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        float dx_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        float dy_1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        if (x_1 > 0 && x_1 < width - 1 && y > 0 && y < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            dx_1 = in[i_1 - width + 1] + 2.0f * in[i_1 + 1] + in[i_1 + width + 1] - (in[i_1 - width - 1] + 2.0f * in[i_1 - 1] + in[i_1 + width - 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            dy_1 = in[i_1 + width - 1] + 2.0f * in[i_1 + width] + in[i_1 + width + 1] - (in[i_1 - width - 1] + 2.0f * in[i_1 - width] + in[i_1 - width + 1]);
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        gx[i_1] = dx_1;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        gy[i_1] = dy_1;
    }
}
