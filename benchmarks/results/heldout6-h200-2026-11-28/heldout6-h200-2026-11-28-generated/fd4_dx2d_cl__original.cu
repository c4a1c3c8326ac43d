extern "C" __global__ void fd4_dx2d(const float* f, float* d, float inv12h, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cl"
    if (x < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cl"
        int i = y * width + x;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cl"
        float v = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cl"
        if (x >= 2 && x < width - 2)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cl"
            v = (f[i - 2] - 8.0f * f[i - 1] + 8.0f * f[i + 1] - f[i + 2]) * inv12h;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cl"
        d[i] = v;
    }
}
