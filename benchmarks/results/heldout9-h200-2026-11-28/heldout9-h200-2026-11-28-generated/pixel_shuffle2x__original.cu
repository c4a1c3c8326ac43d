extern "C" __global__ void pixel_shuffle2x(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    if (x < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int hw = width / 2;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int hh = height / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int plane = y % 2 * 2 + x % 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        out[y * width + x] = in[(plane * hh + y / 2) * hw + x / 2];
    }
}
