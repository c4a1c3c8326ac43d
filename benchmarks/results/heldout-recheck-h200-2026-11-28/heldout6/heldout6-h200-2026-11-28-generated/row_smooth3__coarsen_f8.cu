extern "C" __global__ void row_smooth3_cf8x(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
    int y_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
    int y_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
    int y_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
    int y_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
    int y_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
    int y_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
    int y_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
    int y_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
    if (y_4 < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        int base_4 = y_4 * width;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        out[base_4] = in[base_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        for (int x_4 = 1; x_4 < width - 1; x_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
            out[base_4 + x_4] = in[base_4 + x_4 - 1] + in[base_4 + x_4] + in[base_4 + x_4 + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        out[base_4 + width - 1] = in[base_4 + width - 1];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
    if (y_5 < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        int base_5 = y_5 * width;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        out[base_5] = in[base_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        for (int x_5 = 1; x_5 < width - 1; x_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
            out[base_5 + x_5] = in[base_5 + x_5 - 1] + in[base_5 + x_5] + in[base_5 + x_5 + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        out[base_5 + width - 1] = in[base_5 + width - 1];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
    if (y_6 < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        int base_6 = y_6 * width;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        out[base_6] = in[base_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        for (int x_6 = 1; x_6 < width - 1; x_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
            out[base_6 + x_6] = in[base_6 + x_6 - 1] + in[base_6 + x_6] + in[base_6 + x_6 + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        out[base_6 + width - 1] = in[base_6 + width - 1];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
    if (y_7 < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        int base_7 = y_7 * width;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        out[base_7] = in[base_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        for (int x_7 = 1; x_7 < width - 1; x_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
            out[base_7 + x_7] = in[base_7 + x_7 - 1] + in[base_7 + x_7] + in[base_7 + x_7 + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
        out[base_7 + width - 1] = in[base_7 + width - 1];
    }
}
