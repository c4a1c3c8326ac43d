extern "C" __global__ void invert_u8_colloop(const unsigned char* src, unsigned char* dst, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cu"
    if (x < width) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cu"
        for (int y = 0; y < height; ++y)
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/invert_u8_colloop.cu"
            dst[y * width + x] = (unsigned char)(255 - src[y * width + x]);
    }
}
