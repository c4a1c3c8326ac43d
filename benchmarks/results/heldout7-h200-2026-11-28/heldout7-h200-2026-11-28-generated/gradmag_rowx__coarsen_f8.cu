extern "C" __global__ void gradmag_rowx_cf8x(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    int y_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    int y_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    int y_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    int y_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    int y_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    int y_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    int y_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    int y_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    int x = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    if (x < width && y_0 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        float g_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        if (x > 0 && x < width - 1 && y_0 > 0 && y_0 < height - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
            int i_0 = y_0 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
            g_0 = fabsf(in[i_0 + 1] - in[i_0 - 1]) + fabsf(in[i_0 + width] - in[i_0 - width]);
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        out[y_0 * width + x] = g_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    if (x < width && y_1 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        float g_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        if (x > 0 && x < width - 1 && y_1 > 0 && y_1 < height - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
            int i_1 = y_1 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
            g_1 = fabsf(in[i_1 + 1] - in[i_1 - 1]) + fabsf(in[i_1 + width] - in[i_1 - width]);
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        out[y_1 * width + x] = g_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    if (x < width && y_2 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        float g_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        if (x > 0 && x < width - 1 && y_2 > 0 && y_2 < height - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
            int i_2 = y_2 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
            g_2 = fabsf(in[i_2 + 1] - in[i_2 - 1]) + fabsf(in[i_2 + width] - in[i_2 - width]);
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        out[y_2 * width + x] = g_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    if (x < width && y_3 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        float g_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        if (x > 0 && x < width - 1 && y_3 > 0 && y_3 < height - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
            int i_3 = y_3 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
            g_3 = fabsf(in[i_3 + 1] - in[i_3 - 1]) + fabsf(in[i_3 + width] - in[i_3 - width]);
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        out[y_3 * width + x] = g_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    if (x < width && y_4 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        float g_4 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        if (x > 0 && x < width - 1 && y_4 > 0 && y_4 < height - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
            int i_4 = y_4 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
            g_4 = fabsf(in[i_4 + 1] - in[i_4 - 1]) + fabsf(in[i_4 + width] - in[i_4 - width]);
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        out[y_4 * width + x] = g_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    if (x < width && y_5 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        float g_5 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        if (x > 0 && x < width - 1 && y_5 > 0 && y_5 < height - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
            int i_5 = y_5 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
            g_5 = fabsf(in[i_5 + 1] - in[i_5 - 1]) + fabsf(in[i_5 + width] - in[i_5 - width]);
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        out[y_5 * width + x] = g_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    if (x < width && y_6 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        float g_6 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        if (x > 0 && x < width - 1 && y_6 > 0 && y_6 < height - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
            int i_6 = y_6 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
            g_6 = fabsf(in[i_6 + 1] - in[i_6 - 1]) + fabsf(in[i_6 + width] - in[i_6 - width]);
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        out[y_6 * width + x] = g_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    if (x < width && y_7 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        float g_7 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        if (x > 0 && x < width - 1 && y_7 > 0 && y_7 < height - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
            int i_7 = y_7 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
            g_7 = fabsf(in[i_7 + 1] - in[i_7 - 1]) + fabsf(in[i_7 + width] - in[i_7 - width]);
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        out[y_7 * width + x] = g_7;
    }
}
