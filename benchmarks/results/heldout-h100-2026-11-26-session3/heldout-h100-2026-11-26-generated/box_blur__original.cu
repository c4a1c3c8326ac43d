extern "C" __global__ void box_blur(const float* in, float* out, int width, int height) {
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
    if (x < width && y < height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        float s = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        for (int dy = -1; dy <= 1; ++dy) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
            int yy = min(max(y + dy, 0), height - 1);
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
            for (int dx = -1; dx <= 1; ++dx) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                int xx = min(max(x + dx, 0), width - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
                s += in[yy * width + xx];
            }
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/box_blur.cu"
        out[y * width + x] = s * (1.0f / 9.0f);
    }
}
