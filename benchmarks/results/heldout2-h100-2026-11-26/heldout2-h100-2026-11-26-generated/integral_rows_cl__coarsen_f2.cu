extern "C" __global__ void integral_rows_cf2x(const int* in, int* out, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
    int y_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
    int y_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
    if (y_0 < height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
        int s_0 = 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
        for (int x_0 = 0; x_0 < width; x_0++) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
            s_0 += in[y_0 * width + x_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
            out[y_0 * width + x_0] = s_0;
        }
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
    if (y_1 < height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
        int s_1 = 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
        for (int x_1 = 0; x_1 < width; x_1++) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
            s_1 += in[y_1 * width + x_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
            out[y_1 * width + x_1] = s_1;
        }
    }
}
