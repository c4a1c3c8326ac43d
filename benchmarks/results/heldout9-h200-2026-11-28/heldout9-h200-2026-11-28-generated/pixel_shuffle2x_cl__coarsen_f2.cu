extern "C" __global__ void pixel_shuffle2x_cf2x(const float* in, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
    if (x_0 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int hw_0 = width / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int hh_0 = height / 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int plane_0 = y % 2 * 2 + x_0 % 2;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        out[y * width + x_0] = in[(plane_0 * hh_0 + y / 2) * hw_0 + x_0 / 2];
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
    if (x_1 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int hw_1 = width / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int hh_1 = height / 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int plane_1 = y % 2 * 2 + x_1 % 2;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        out[y * width + x_1] = in[(plane_1 * hh_1 + y / 2) * hw_1 + x_1 / 2];
    }
}
