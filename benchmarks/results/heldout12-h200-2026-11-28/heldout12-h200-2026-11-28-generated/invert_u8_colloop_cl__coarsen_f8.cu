extern "C" __global__ void invert_u8_colloop_cf8x(const unsigned char* src, unsigned char* dst, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
    int x_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
    int x_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
    int x_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
    int x_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
    int x_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
    int x_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
    if (x_0 < width) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
        for (int y_0 = 0; y_0 < height; ++y_0)
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
            dst[y_0 * width + x_0] = (unsigned char)(255 - src[y_0 * width + x_0]);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
    if (x_1 < width) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
        for (int y_1 = 0; y_1 < height; ++y_1)
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
            dst[y_1 * width + x_1] = (unsigned char)(255 - src[y_1 * width + x_1]);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
    if (x_2 < width) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
        for (int y_2 = 0; y_2 < height; ++y_2)
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
            dst[y_2 * width + x_2] = (unsigned char)(255 - src[y_2 * width + x_2]);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
    if (x_3 < width) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
        for (int y_3 = 0; y_3 < height; ++y_3)
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
            dst[y_3 * width + x_3] = (unsigned char)(255 - src[y_3 * width + x_3]);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
    if (x_4 < width) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
        for (int y_4 = 0; y_4 < height; ++y_4)
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
            dst[y_4 * width + x_4] = (unsigned char)(255 - src[y_4 * width + x_4]);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
    if (x_5 < width) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
        for (int y_5 = 0; y_5 < height; ++y_5)
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
            dst[y_5 * width + x_5] = (unsigned char)(255 - src[y_5 * width + x_5]);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
    if (x_6 < width) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
        for (int y_6 = 0; y_6 < height; ++y_6)
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
            dst[y_6 * width + x_6] = (unsigned char)(255 - src[y_6 * width + x_6]);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
    if (x_7 < width) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
        for (int y_7 = 0; y_7 < height; ++y_7)
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
            dst[y_7 * width + x_7] = (unsigned char)(255 - src[y_7 * width + x_7]);
    }
}
