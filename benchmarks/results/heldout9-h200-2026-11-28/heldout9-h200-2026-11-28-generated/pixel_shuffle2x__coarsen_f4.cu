extern "C" __global__ void pixel_shuffle2x_cf4x(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    int x_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    int x_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    int x_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    int x_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int hw_2 = width / 2;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int hh_2 = height / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int plane_2 = y % 2 * 2 + x_2 % 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        out[y * width + x_2] = in[(plane_2 * hh_2 + y / 2) * hw_2 + x_2 / 2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int hw_3 = width / 2;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int hh_3 = height / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int plane_3 = y % 2 * 2 + x_3 % 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        out[y * width + x_3] = in[(plane_3 * hh_3 + y / 2) * hw_3 + x_3 / 2];
    }
}
