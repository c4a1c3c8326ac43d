extern "C" __global__ void row_smooth3_cf8x(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
    int y_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
    int y_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
    int y_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
    int y_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
    int y_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
    int y_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
    int y_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
    int y_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
    if (y_0 < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        int base_0 = y_0 * width;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        out[base_0] = in[base_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        for (int x_0 = 1; x_0 < width - 1; x_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
            out[base_0 + x_0] = in[base_0 + x_0 - 1] + in[base_0 + x_0] + in[base_0 + x_0 + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        out[base_0 + width - 1] = in[base_0 + width - 1];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
    if (y_1 < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        int base_1 = y_1 * width;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        out[base_1] = in[base_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        for (int x_1 = 1; x_1 < width - 1; x_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
            out[base_1 + x_1] = in[base_1 + x_1 - 1] + in[base_1 + x_1] + in[base_1 + x_1 + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        out[base_1 + width - 1] = in[base_1 + width - 1];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
    if (y_2 < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        int base_2 = y_2 * width;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        out[base_2] = in[base_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        for (int x_2 = 1; x_2 < width - 1; x_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
            out[base_2 + x_2] = in[base_2 + x_2 - 1] + in[base_2 + x_2] + in[base_2 + x_2 + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        out[base_2 + width - 1] = in[base_2 + width - 1];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
    if (y_3 < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        int base_3 = y_3 * width;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        out[base_3] = in[base_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        for (int x_3 = 1; x_3 < width - 1; x_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
            out[base_3 + x_3] = in[base_3 + x_3 - 1] + in[base_3 + x_3] + in[base_3 + x_3 + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        out[base_3 + width - 1] = in[base_3 + width - 1];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
    if (y_4 < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        int base_4 = y_4 * width;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        out[base_4] = in[base_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        for (int x_4 = 1; x_4 < width - 1; x_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
            out[base_4 + x_4] = in[base_4 + x_4 - 1] + in[base_4 + x_4] + in[base_4 + x_4 + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        out[base_4 + width - 1] = in[base_4 + width - 1];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
    if (y_5 < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        int base_5 = y_5 * width;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        out[base_5] = in[base_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        for (int x_5 = 1; x_5 < width - 1; x_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
            out[base_5 + x_5] = in[base_5 + x_5 - 1] + in[base_5 + x_5] + in[base_5 + x_5 + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        out[base_5 + width - 1] = in[base_5 + width - 1];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
    if (y_6 < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        int base_6 = y_6 * width;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        out[base_6] = in[base_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        for (int x_6 = 1; x_6 < width - 1; x_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
            out[base_6 + x_6] = in[base_6 + x_6 - 1] + in[base_6 + x_6] + in[base_6 + x_6 + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        out[base_6 + width - 1] = in[base_6 + width - 1];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
    if (y_7 < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        int base_7 = y_7 * width;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        out[base_7] = in[base_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        for (int x_7 = 1; x_7 < width - 1; x_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
            out[base_7 + x_7] = in[base_7 + x_7 - 1] + in[base_7 + x_7] + in[base_7 + x_7 + 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_smooth3.cl"
        out[base_7 + width - 1] = in[base_7 + width - 1];
    }
}
