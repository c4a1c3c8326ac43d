extern "C" __global__ void pixel_shuffle2x_cf8x(const float* in, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
    int x_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
    int x_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
    int x_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
    int x_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
    int x_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
    int x_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
    if (x_2 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int hw_2 = width / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int hh_2 = height / 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int plane_2 = y % 2 * 2 + x_2 % 2;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        out[y * width + x_2] = in[(plane_2 * hh_2 + y / 2) * hw_2 + x_2 / 2];
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
    if (x_3 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int hw_3 = width / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int hh_3 = height / 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int plane_3 = y % 2 * 2 + x_3 % 2;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        out[y * width + x_3] = in[(plane_3 * hh_3 + y / 2) * hw_3 + x_3 / 2];
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
    if (x_4 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int hw_4 = width / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int hh_4 = height / 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int plane_4 = y % 2 * 2 + x_4 % 2;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        out[y * width + x_4] = in[(plane_4 * hh_4 + y / 2) * hw_4 + x_4 / 2];
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
    if (x_5 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int hw_5 = width / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int hh_5 = height / 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int plane_5 = y % 2 * 2 + x_5 % 2;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        out[y * width + x_5] = in[(plane_5 * hh_5 + y / 2) * hw_5 + x_5 / 2];
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
    if (x_6 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int hw_6 = width / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int hh_6 = height / 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int plane_6 = y % 2 * 2 + x_6 % 2;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        out[y * width + x_6] = in[(plane_6 * hh_6 + y / 2) * hw_6 + x_6 / 2];
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
    if (x_7 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int hw_7 = width / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int hh_7 = height / 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        int plane_7 = y % 2 * 2 + x_7 % 2;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/pixel_shuffle2x.cl"
        out[y * width + x_7] = in[(plane_7 * hh_7 + y / 2) * hw_7 + x_7 / 2];
    }
}
