extern "C" __global__ void sobel_gxgy_f32_cf8x(const float* in, float* gx, float* gy, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    int x_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    int x_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    int x_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    int x_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    int x_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    int x_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    int x_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    int x_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    if (x_4 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        int i_4 = y * width + x_4;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        float dx_4 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        float dy_4 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        if (x_4 > 0 && x_4 < width - 1 && y > 0 && y < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            dx_4 = in[i_4 - width + 1] + 2.0f * in[i_4 + 1] + in[i_4 + width + 1] - (in[i_4 - width - 1] + 2.0f * in[i_4 - 1] + in[i_4 + width - 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            dy_4 = in[i_4 + width - 1] + 2.0f * in[i_4 + width] + in[i_4 + width + 1] - (in[i_4 - width - 1] + 2.0f * in[i_4 - width] + in[i_4 - width + 1]);
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        gx[i_4] = dx_4;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        gy[i_4] = dy_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    if (x_5 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        int i_5 = y * width + x_5;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        float dx_5 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        float dy_5 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        if (x_5 > 0 && x_5 < width - 1 && y > 0 && y < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            dx_5 = in[i_5 - width + 1] + 2.0f * in[i_5 + 1] + in[i_5 + width + 1] - (in[i_5 - width - 1] + 2.0f * in[i_5 - 1] + in[i_5 + width - 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            dy_5 = in[i_5 + width - 1] + 2.0f * in[i_5 + width] + in[i_5 + width + 1] - (in[i_5 - width - 1] + 2.0f * in[i_5 - width] + in[i_5 - width + 1]);
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        gx[i_5] = dx_5;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        gy[i_5] = dy_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    if (x_6 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        int i_6 = y * width + x_6;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        float dx_6 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        float dy_6 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        if (x_6 > 0 && x_6 < width - 1 && y > 0 && y < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            dx_6 = in[i_6 - width + 1] + 2.0f * in[i_6 + 1] + in[i_6 + width + 1] - (in[i_6 - width - 1] + 2.0f * in[i_6 - 1] + in[i_6 + width - 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            dy_6 = in[i_6 + width - 1] + 2.0f * in[i_6 + width] + in[i_6 + width + 1] - (in[i_6 - width - 1] + 2.0f * in[i_6 - width] + in[i_6 - width + 1]);
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        gx[i_6] = dx_6;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        gy[i_6] = dy_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    if (x_7 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        int i_7 = y * width + x_7;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        float dx_7 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        float dy_7 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        if (x_7 > 0 && x_7 < width - 1 && y > 0 && y < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            dx_7 = in[i_7 - width + 1] + 2.0f * in[i_7 + 1] + in[i_7 + width + 1] - (in[i_7 - width - 1] + 2.0f * in[i_7 - 1] + in[i_7 + width - 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            dy_7 = in[i_7 + width - 1] + 2.0f * in[i_7 + width] + in[i_7 + width + 1] - (in[i_7 - width - 1] + 2.0f * in[i_7 - width] + in[i_7 - width + 1]);
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        gx[i_7] = dx_7;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        gy[i_7] = dy_7;
    }
}
