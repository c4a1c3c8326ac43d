extern "C" __global__ void box5x5_global(const float* src, float* dst, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
    if (x < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        float s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        for (int dy = -2; dy <= 2; ++dy) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
            int yy = min(max(y + dy, 0), height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
            for (int dx = -2; dx <= 2; ++dx) {
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
                int xx = min(max(x + dx, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
                s += src[yy * width + xx];
            }
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/box5x5_global.cu"
        dst[y * width + x] = s;
    }
}
