extern "C" __global__ void row_smooth3_cf2x(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
    int y_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cu"
    int y_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
