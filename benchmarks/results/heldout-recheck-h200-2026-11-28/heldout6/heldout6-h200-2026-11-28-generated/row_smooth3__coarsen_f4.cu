extern "C" __global__ void row_smooth3_cf4x(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
    int y_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
    int y_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
    int y_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
    int y_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
    if (y_0 < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        int base_0 = y_0 * width;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        out[base_0] = in[base_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        for (int x_0 = 1; x_0 < width - 1; x_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
            out[base_0 + x_0] = in[base_0 + x_0 - 1] + in[base_0 + x_0] + in[base_0 + x_0 + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        out[base_0 + width - 1] = in[base_0 + width - 1];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
    if (y_1 < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        int base_1 = y_1 * width;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        out[base_1] = in[base_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        for (int x_1 = 1; x_1 < width - 1; x_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
            out[base_1 + x_1] = in[base_1 + x_1 - 1] + in[base_1 + x_1] + in[base_1 + x_1 + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        out[base_1 + width - 1] = in[base_1 + width - 1];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
    if (y_2 < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        int base_2 = y_2 * width;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        out[base_2] = in[base_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        for (int x_2 = 1; x_2 < width - 1; x_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
            out[base_2 + x_2] = in[base_2 + x_2 - 1] + in[base_2 + x_2] + in[base_2 + x_2 + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        out[base_2 + width - 1] = in[base_2 + width - 1];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
    if (y_3 < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        int base_3 = y_3 * width;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        out[base_3] = in[base_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        for (int x_3 = 1; x_3 < width - 1; x_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
            out[base_3 + x_3] = in[base_3 + x_3 - 1] + in[base_3 + x_3] + in[base_3 + x_3 + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        out[base_3 + width - 1] = in[base_3 + width - 1];
    }
}
