extern "C" __global__ void gradmag_rowx_cf8x(const float* in, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    int y_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    int y_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    int y_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    int y_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    int y_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    int y_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    int y_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    int y_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    int x = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    if (x < width && y_0 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        float g_0 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        if (x > 0 && x < width - 1 && y_0 > 0 && y_0 < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
            int i_0 = y_0 * width + x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
            g_0 = fabsf(in[i_0 + 1] - in[i_0 - 1]) + fabsf(in[i_0 + width] - in[i_0 - width]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        out[y_0 * width + x] = g_0;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    if (x < width && y_1 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        float g_1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        if (x > 0 && x < width - 1 && y_1 > 0 && y_1 < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
            int i_1 = y_1 * width + x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
            g_1 = fabsf(in[i_1 + 1] - in[i_1 - 1]) + fabsf(in[i_1 + width] - in[i_1 - width]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        out[y_1 * width + x] = g_1;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    if (x < width && y_2 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        float g_2 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        if (x > 0 && x < width - 1 && y_2 > 0 && y_2 < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
            int i_2 = y_2 * width + x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
            g_2 = fabsf(in[i_2 + 1] - in[i_2 - 1]) + fabsf(in[i_2 + width] - in[i_2 - width]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        out[y_2 * width + x] = g_2;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    if (x < width && y_3 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        float g_3 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        if (x > 0 && x < width - 1 && y_3 > 0 && y_3 < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
            int i_3 = y_3 * width + x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
            g_3 = fabsf(in[i_3 + 1] - in[i_3 - 1]) + fabsf(in[i_3 + width] - in[i_3 - width]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        out[y_3 * width + x] = g_3;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    if (x < width && y_4 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        float g_4 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        if (x > 0 && x < width - 1 && y_4 > 0 && y_4 < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
            int i_4 = y_4 * width + x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
            g_4 = fabsf(in[i_4 + 1] - in[i_4 - 1]) + fabsf(in[i_4 + width] - in[i_4 - width]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        out[y_4 * width + x] = g_4;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    if (x < width && y_5 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        float g_5 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        if (x > 0 && x < width - 1 && y_5 > 0 && y_5 < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
            int i_5 = y_5 * width + x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
            g_5 = fabsf(in[i_5 + 1] - in[i_5 - 1]) + fabsf(in[i_5 + width] - in[i_5 - width]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        out[y_5 * width + x] = g_5;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    if (x < width && y_6 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        float g_6 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        if (x > 0 && x < width - 1 && y_6 > 0 && y_6 < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
            int i_6 = y_6 * width + x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
            g_6 = fabsf(in[i_6 + 1] - in[i_6 - 1]) + fabsf(in[i_6 + width] - in[i_6 - width]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        out[y_6 * width + x] = g_6;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    if (x < width && y_7 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        float g_7 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        if (x > 0 && x < width - 1 && y_7 > 0 && y_7 < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
            int i_7 = y_7 * width + x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
            g_7 = fabsf(in[i_7 + 1] - in[i_7 - 1]) + fabsf(in[i_7 + width] - in[i_7 - width]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        out[y_7 * width + x] = g_7;
    }
}
