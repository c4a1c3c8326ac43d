extern "C" __global__ void gradmag_rowx_cf2x(const float* in, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    int y_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    int y_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    int x = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    if (x < width && y_0 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        float g_0 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        if (x > 0 && x < width - 1 && y_0 > 0 && y_0 < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
            int i_0 = y_0 * width + x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
            g_0 = fabsf(in[i_0 + 1] - in[i_0 - 1]) + fabsf(in[i_0 + width] - in[i_0 - width]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        out[y_0 * width + x] = g_0;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    if (x < width && y_1 < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        float g_1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        if (x > 0 && x < width - 1 && y_1 > 0 && y_1 < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
            int i_1 = y_1 * width + x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
            g_1 = fabsf(in[i_1 + 1] - in[i_1 - 1]) + fabsf(in[i_1 + width] - in[i_1 - width]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        out[y_1 * width + x] = g_1;
    }
}
