extern "C" __global__ void integral_cols_cf2x(const int* in, int* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_cols.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
