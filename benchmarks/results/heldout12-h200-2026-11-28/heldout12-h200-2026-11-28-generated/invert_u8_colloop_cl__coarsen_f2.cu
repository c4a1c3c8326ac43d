extern "C" __global__ void invert_u8_colloop_cf2x(const unsigned char* src, unsigned char* dst, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
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
}
