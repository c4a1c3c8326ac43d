extern "C" __global__ void gradmag_rowx_cf2x(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    int y_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    int y_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    int x = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    if (x < width && y_0 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        float g_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        if (x > 0 && x < width - 1 && y_0 > 0 && y_0 < height - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
            int i_0 = y_0 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
            g_0 = fabsf(in[i_0 + 1] - in[i_0 - 1]) + fabsf(in[i_0 + width] - in[i_0 - width]);
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        out[y_0 * width + x] = g_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    if (x < width && y_1 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        float g_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        if (x > 0 && x < width - 1 && y_1 > 0 && y_1 < height - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
            int i_1 = y_1 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
            g_1 = fabsf(in[i_1 + 1] - in[i_1 - 1]) + fabsf(in[i_1 + width] - in[i_1 - width]);
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        out[y_1 * width + x] = g_1;
    }
}
