extern "C" __global__ void sobel_gxgy_f32_cf4x_st16(const float* in, float* gx, float* gy, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    int x_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        x_0 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    int x_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        x_1 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    int x_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        x_2 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    int x_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        x_3 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
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
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
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
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            int i_2 = y * width + x_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            float dx_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            float dy_2 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            if (x_2 > 0 && x_2 < width - 1 && y > 0 && y < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                dx_2 = in[i_2 - width + 1] + 2.0f * in[i_2 + 1] + in[i_2 + width + 1] - (in[i_2 - width - 1] + 2.0f * in[i_2 - 1] + in[i_2 + width - 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                dy_2 = in[i_2 + width - 1] + 2.0f * in[i_2 + width] + in[i_2 + width + 1] - (in[i_2 - width - 1] + 2.0f * in[i_2 - width] + in[i_2 - width + 1]);
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            gx[i_2] = dx_2;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            gy[i_2] = dy_2;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            int i_3 = y * width + x_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            float dx_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            float dy_3 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            if (x_3 > 0 && x_3 < width - 1 && y > 0 && y < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                dx_3 = in[i_3 - width + 1] + 2.0f * in[i_3 + 1] + in[i_3 + width + 1] - (in[i_3 - width - 1] + 2.0f * in[i_3 - 1] + in[i_3 + width - 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                dy_3 = in[i_3 + width - 1] + 2.0f * in[i_3 + width] + in[i_3 + width + 1] - (in[i_3 - width - 1] + 2.0f * in[i_3 - width] + in[i_3 - width + 1]);
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            gx[i_3] = dx_3;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            gy[i_3] = dy_3;
        }
}
