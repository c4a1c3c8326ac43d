extern "C" __global__ void sobel_gxgy_f32_cf8x(const float* in, float* gx, float* gy, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
    int x_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
    int x_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
    int x_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
    int x_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
    int x_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
    int x_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
    if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        int i_2 = y * width + x_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        float dx_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        float dy_2 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        if (x_2 > 0 && x_2 < width - 1 && y > 0 && y < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
            dx_2 = in[i_2 - width + 1] + 2.0f * in[i_2 + 1] + in[i_2 + width + 1] - (in[i_2 - width - 1] + 2.0f * in[i_2 - 1] + in[i_2 + width - 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
            dy_2 = in[i_2 + width - 1] + 2.0f * in[i_2 + width] + in[i_2 + width + 1] - (in[i_2 - width - 1] + 2.0f * in[i_2 - width] + in[i_2 - width + 1]);
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        gx[i_2] = dx_2;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        gy[i_2] = dy_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
    if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        int i_3 = y * width + x_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        float dx_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        float dy_3 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        if (x_3 > 0 && x_3 < width - 1 && y > 0 && y < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
            dx_3 = in[i_3 - width + 1] + 2.0f * in[i_3 + 1] + in[i_3 + width + 1] - (in[i_3 - width - 1] + 2.0f * in[i_3 - 1] + in[i_3 + width - 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
            dy_3 = in[i_3 + width - 1] + 2.0f * in[i_3 + width] + in[i_3 + width + 1] - (in[i_3 - width - 1] + 2.0f * in[i_3 - width] + in[i_3 - width + 1]);
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        gx[i_3] = dx_3;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        gy[i_3] = dy_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
    if (x_4 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        int i_4 = y * width + x_4;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        float dx_4 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        float dy_4 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        if (x_4 > 0 && x_4 < width - 1 && y > 0 && y < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
            dx_4 = in[i_4 - width + 1] + 2.0f * in[i_4 + 1] + in[i_4 + width + 1] - (in[i_4 - width - 1] + 2.0f * in[i_4 - 1] + in[i_4 + width - 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
            dy_4 = in[i_4 + width - 1] + 2.0f * in[i_4 + width] + in[i_4 + width + 1] - (in[i_4 - width - 1] + 2.0f * in[i_4 - width] + in[i_4 - width + 1]);
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        gx[i_4] = dx_4;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        gy[i_4] = dy_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
    if (x_5 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        int i_5 = y * width + x_5;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        float dx_5 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        float dy_5 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        if (x_5 > 0 && x_5 < width - 1 && y > 0 && y < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
            dx_5 = in[i_5 - width + 1] + 2.0f * in[i_5 + 1] + in[i_5 + width + 1] - (in[i_5 - width - 1] + 2.0f * in[i_5 - 1] + in[i_5 + width - 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
            dy_5 = in[i_5 + width - 1] + 2.0f * in[i_5 + width] + in[i_5 + width + 1] - (in[i_5 - width - 1] + 2.0f * in[i_5 - width] + in[i_5 - width + 1]);
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        gx[i_5] = dx_5;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        gy[i_5] = dy_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
    if (x_6 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        int i_6 = y * width + x_6;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        float dx_6 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        float dy_6 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        if (x_6 > 0 && x_6 < width - 1 && y > 0 && y < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
            dx_6 = in[i_6 - width + 1] + 2.0f * in[i_6 + 1] + in[i_6 + width + 1] - (in[i_6 - width - 1] + 2.0f * in[i_6 - 1] + in[i_6 + width - 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
            dy_6 = in[i_6 + width - 1] + 2.0f * in[i_6 + width] + in[i_6 + width + 1] - (in[i_6 - width - 1] + 2.0f * in[i_6 - width] + in[i_6 - width + 1]);
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        gx[i_6] = dx_6;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        gy[i_6] = dy_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
    if (x_7 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        int i_7 = y * width + x_7;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        float dx_7 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        float dy_7 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        if (x_7 > 0 && x_7 < width - 1 && y > 0 && y < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
            dx_7 = in[i_7 - width + 1] + 2.0f * in[i_7 + 1] + in[i_7 + width + 1] - (in[i_7 - width - 1] + 2.0f * in[i_7 - 1] + in[i_7 + width - 1]);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
            dy_7 = in[i_7 + width - 1] + 2.0f * in[i_7 + width] + in[i_7 + width + 1] - (in[i_7 - width - 1] + 2.0f * in[i_7 - width] + in[i_7 - width + 1]);
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        gx[i_7] = dx_7;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cl"
        gy[i_7] = dy_7;
    }
}
