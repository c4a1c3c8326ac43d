extern "C" __global__ void gradmag_rowx_opt(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
    if (x < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        float g = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        if (x > 0 && x < width - 1 && y > 0 && y < height - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
            int i = y * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
            g = fabsf(in[i + 1] - in[i - 1]) + fabsf(in[i + width] - in[i - width]);
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cu"
        out[y * width + x] = g;
    }
}
