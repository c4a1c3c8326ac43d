extern "C" __global__ void upsample_nearest_scatter3x_cf8x(const unsigned char* src, unsigned char* dst, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    int x_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull < 4032ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
        x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    int x_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull < 4032ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
        x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    int x_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull < 4032ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
        x_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    int x_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull < 4032ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
        x_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    int x_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull < 4032ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
        x_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    int x_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull < 4032ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
        x_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    int x_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull < 4032ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
        x_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    int x_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull < 4032ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
        x_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull < 4032ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
        if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
            unsigned char v_0 = src[y * width + x_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
            int w3_0 = 3 * width;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
            for (int dy_0 = 0; dy_0 < 3; dy_0++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
                for (int dx_0 = 0; dx_0 < 3; dx_0++)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
                    dst[(3 * y + dy_0) * w3_0 + 3 * x_0 + dx_0] = v_0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull < 4032ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
        if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
            unsigned char v_1 = src[y * width + x_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
            int w3_1 = 3 * width;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
            for (int dy_1 = 0; dy_1 < 3; dy_1++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
                for (int dx_1 = 0; dx_1 < 3; dx_1++)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
                    dst[(3 * y + dy_1) * w3_1 + 3 * x_1 + dx_1] = v_1;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull < 4032ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
        if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
            unsigned char v_2 = src[y * width + x_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
            int w3_2 = 3 * width;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
            for (int dy_2 = 0; dy_2 < 3; dy_2++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
                for (int dx_2 = 0; dx_2 < 3; dx_2++)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
                    dst[(3 * y + dy_2) * w3_2 + 3 * x_2 + dx_2] = v_2;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull < 4032ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
        if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
            unsigned char v_3 = src[y * width + x_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
            int w3_3 = 3 * width;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
            for (int dy_3 = 0; dy_3 < 3; dy_3++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
                for (int dx_3 = 0; dx_3 < 3; dx_3++)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
                    dst[(3 * y + dy_3) * w3_3 + 3 * x_3 + dx_3] = v_3;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull < 4032ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
        if (x_4 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
            unsigned char v_4 = src[y * width + x_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
            int w3_4 = 3 * width;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
            for (int dy_4 = 0; dy_4 < 3; dy_4++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
                for (int dx_4 = 0; dx_4 < 3; dx_4++)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
                    dst[(3 * y + dy_4) * w3_4 + 3 * x_4 + dx_4] = v_4;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull < 4032ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
        if (x_5 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
            unsigned char v_5 = src[y * width + x_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
            int w3_5 = 3 * width;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
            for (int dy_5 = 0; dy_5 < 3; dy_5++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
                for (int dx_5 = 0; dx_5 < 3; dx_5++)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
                    dst[(3 * y + dy_5) * w3_5 + 3 * x_5 + dx_5] = v_5;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull < 4032ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
        if (x_6 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
            unsigned char v_6 = src[y * width + x_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
            int w3_6 = 3 * width;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
            for (int dy_6 = 0; dy_6 < 3; dy_6++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
                for (int dx_6 = 0; dx_6 < 3; dx_6++)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
                    dst[(3 * y + dy_6) * w3_6 + 3 * x_6 + dx_6] = v_6;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull < 4032ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
        if (x_7 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
            unsigned char v_7 = src[y * width + x_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
            int w3_7 = 3 * width;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
            for (int dy_7 = 0; dy_7 < 3; dy_7++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
                for (int dx_7 = 0; dx_7 < 3; dx_7++)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/upsample_nearest_scatter3x.cl"
                    dst[(3 * y + dy_7) * w3_7 + 3 * x_7 + dx_7] = v_7;
        }
}
