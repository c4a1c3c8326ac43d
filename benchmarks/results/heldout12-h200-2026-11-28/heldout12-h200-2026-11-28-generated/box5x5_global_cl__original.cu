extern "C" __global__ void box5x5_global(const float* src, float* dst, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
    if (x < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
        float s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
        for (int dy = -2; dy <= 2; ++dy) {
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
            int yy = min(max(y + dy, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
            for (int dx = -2; dx <= 2; ++dx) {
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
                int xx = min(max(x + dx, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
                s += src[yy * width + xx];
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cl"
        dst[y * width + x] = s;
    }
}
