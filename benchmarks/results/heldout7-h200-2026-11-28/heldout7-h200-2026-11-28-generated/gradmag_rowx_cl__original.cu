extern "C" __global__ void gradmag_rowx(const float* in, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    int y = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    int x = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
    if (x < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        float g = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        if (x > 0 && x < width - 1 && y > 0 && y < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
            int i = y * width + x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
            g = fabsf(in[i + 1] - in[i - 1]) + fabsf(in[i + width] - in[i - width]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/gradmag_rowx.cl"
        out[y * width + x] = g;
    }
}
