extern "C" __global__ void integral_rows_cf8x(const int* in, int* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
    int y_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
    int y_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
    int y_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
    int y_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
    int y_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
    int y_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
    int y_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
    int y_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
    if (y_0 < height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
        int s_0 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
        for (int x_0 = 0; x_0 < width; x_0++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
            s_0 += in[y_0 * width + x_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
            out[y_0 * width + x_0] = s_0;
        }
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
    if (y_1 < height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
        int s_1 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
        for (int x_1 = 0; x_1 < width; x_1++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
            s_1 += in[y_1 * width + x_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
            out[y_1 * width + x_1] = s_1;
        }
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
    if (y_2 < height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
        int s_2 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
        for (int x_2 = 0; x_2 < width; x_2++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
            s_2 += in[y_2 * width + x_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
            out[y_2 * width + x_2] = s_2;
        }
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
    if (y_3 < height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
        int s_3 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
        for (int x_3 = 0; x_3 < width; x_3++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
            s_3 += in[y_3 * width + x_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
            out[y_3 * width + x_3] = s_3;
        }
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
    if (y_4 < height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
        int s_4 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
        for (int x_4 = 0; x_4 < width; x_4++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
            s_4 += in[y_4 * width + x_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
            out[y_4 * width + x_4] = s_4;
        }
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
    if (y_5 < height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
        int s_5 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
        for (int x_5 = 0; x_5 < width; x_5++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
            s_5 += in[y_5 * width + x_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
            out[y_5 * width + x_5] = s_5;
        }
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
    if (y_6 < height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
        int s_6 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
        for (int x_6 = 0; x_6 < width; x_6++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
            s_6 += in[y_6 * width + x_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
            out[y_6 * width + x_6] = s_6;
        }
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
    if (y_7 < height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
        int s_7 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
        for (int x_7 = 0; x_7 < width; x_7++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
            s_7 += in[y_7 * width + x_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
            out[y_7 * width + x_7] = s_7;
        }
    }
}
