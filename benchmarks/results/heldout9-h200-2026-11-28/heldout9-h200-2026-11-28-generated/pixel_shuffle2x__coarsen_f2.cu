extern "C" __global__ void pixel_shuffle2x_cf2x(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int hw_0 = width / 2;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int hh_0 = height / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int plane_0 = y % 2 * 2 + x_0 % 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        out[y * width + x_0] = in[(plane_0 * hh_0 + y / 2) * hw_0 + x_0 / 2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int hw_1 = width / 2;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int hh_1 = height / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int plane_1 = y % 2 * 2 + x_1 % 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        out[y * width + x_1] = in[(plane_1 * hh_1 + y / 2) * hw_1 + x_1 / 2];
    }
}
