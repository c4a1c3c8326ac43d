extern "C" __global__ void fd4_dx2d_cf2x(const float* f, float* d, float inv12h, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cl"
    if (x_0 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cl"
        int i_0 = y * width + x_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cl"
        float v_0 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cl"
        if (x_0 >= 2 && x_0 < width - 2)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cl"
            v_0 = (f[i_0 - 2] - 8.0f * f[i_0 - 1] + 8.0f * f[i_0 + 1] - f[i_0 + 2]) * inv12h;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cl"
        d[i_0] = v_0;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cl"
    if (x_1 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cl"
        int i_1 = y * width + x_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cl"
        float v_1 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cl"
        if (x_1 >= 2 && x_1 < width - 2)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cl"
            v_1 = (f[i_1 - 2] - 8.0f * f[i_1 - 1] + 8.0f * f[i_1 + 1] - f[i_1 + 2]) * inv12h;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cl"
        d[i_1] = v_1;
    }
}
