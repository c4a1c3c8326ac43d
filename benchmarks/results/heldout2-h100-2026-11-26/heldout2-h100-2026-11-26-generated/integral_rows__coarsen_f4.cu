extern "C" __global__ void integral_rows_cf4x(const int* in, int* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
    int y_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
    int y_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
    int y_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cu"
    int y_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
}
