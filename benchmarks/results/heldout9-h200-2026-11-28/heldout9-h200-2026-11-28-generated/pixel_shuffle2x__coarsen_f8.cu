extern "C" __global__ void pixel_shuffle2x_cf8x(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    int x_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    int x_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    int x_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    int x_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    int x_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    int x_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    int x_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    int x_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    if (x_4 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int hw_4 = width / 2;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int hh_4 = height / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int plane_4 = y % 2 * 2 + x_4 % 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        out[y * width + x_4] = in[(plane_4 * hh_4 + y / 2) * hw_4 + x_4 / 2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    if (x_5 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int hw_5 = width / 2;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int hh_5 = height / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int plane_5 = y % 2 * 2 + x_5 % 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        out[y * width + x_5] = in[(plane_5 * hh_5 + y / 2) * hw_5 + x_5 / 2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    if (x_6 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int hw_6 = width / 2;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int hh_6 = height / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int plane_6 = y % 2 * 2 + x_6 % 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        out[y * width + x_6] = in[(plane_6 * hh_6 + y / 2) * hw_6 + x_6 / 2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
    if (x_7 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int hw_7 = width / 2;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int hh_7 = height / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        int plane_7 = y % 2 * 2 + x_7 % 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cu"
        out[y * width + x_7] = in[(plane_7 * hh_7 + y / 2) * hw_7 + x_7 / 2];
    }
}
