extern "C" __global__ void integral_rows_cf4x(const int* in, int* out, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
    int y_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
    int y_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
    int y_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
    int y_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
    if (y_2 < height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
        int s_2 = 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
        for (int x_2 = 0; x_2 < width; x_2++) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
            s_2 += in[y_2 * width + x_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
            out[y_2 * width + x_2] = s_2;
        }
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
    if (y_3 < height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
        int s_3 = 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
        for (int x_3 = 0; x_3 < width; x_3++) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
            s_3 += in[y_3 * width + x_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/integral_rows.cl"
            out[y_3 * width + x_3] = s_3;
        }
    }
}
