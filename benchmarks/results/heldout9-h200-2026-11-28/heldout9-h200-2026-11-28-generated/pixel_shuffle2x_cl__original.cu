extern "C" __global__ void pixel_shuffle2x(const float* in, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
    if (x < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int hw = width / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int hh = height / 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int plane = y % 2 * 2 + x % 2;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        out[y * width + x] = in[(plane * hh + y / 2) * hw + x / 2];
    }
}
