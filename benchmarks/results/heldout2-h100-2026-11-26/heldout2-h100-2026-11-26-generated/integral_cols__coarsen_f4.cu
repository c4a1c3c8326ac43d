extern "C" __global__ void integral_cols_cf4x(const int* in, int* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
    int x_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
    int x_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
    int x_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
    int x_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
    if (x_0 < width) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
        int s_0 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
        for (int y_0 = 0; y_0 < height; y_0++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
            s_0 += in[y_0 * width + x_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
            out[y_0 * width + x_0] = s_0;
        }
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
    if (x_1 < width) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
        int s_1 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
        for (int y_1 = 0; y_1 < height; y_1++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
            s_1 += in[y_1 * width + x_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
            out[y_1 * width + x_1] = s_1;
        }
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
    if (x_2 < width) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
        int s_2 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
        for (int y_2 = 0; y_2 < height; y_2++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
            s_2 += in[y_2 * width + x_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
            out[y_2 * width + x_2] = s_2;
        }
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
    if (x_3 < width) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
        int s_3 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
        for (int y_3 = 0; y_3 < height; y_3++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
            s_3 += in[y_3 * width + x_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
            out[y_3 * width + x_3] = s_3;
        }
    }
}
