extern "C" __global__ void xor_texture_u8_cf8x(unsigned char* img, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    int x_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    int x_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    int x_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    int x_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    int x_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    int x_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    if (x_0 < width && y < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        img[y * width + x_0] = (unsigned char)(((x_0 ^ y) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    if (x_1 < width && y < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        img[y * width + x_1] = (unsigned char)(((x_1 ^ y) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    if (x_2 < width && y < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        img[y * width + x_2] = (unsigned char)(((x_2 ^ y) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    if (x_3 < width && y < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        img[y * width + x_3] = (unsigned char)(((x_3 ^ y) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    if (x_4 < width && y < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        img[y * width + x_4] = (unsigned char)(((x_4 ^ y) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    if (x_5 < width && y < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        img[y * width + x_5] = (unsigned char)(((x_5 ^ y) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    if (x_6 < width && y < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        img[y * width + x_6] = (unsigned char)(((x_6 ^ y) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    if (x_7 < width && y < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        img[y * width + x_7] = (unsigned char)(((x_7 ^ y) * 7) & 255);
}
