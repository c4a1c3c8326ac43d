extern "C" __global__ void xor_texture_u8_cf8y_st16(unsigned char* img, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    int y_0 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 16ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 16ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    int y_1 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 16ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 16ull + 16ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    int y_2 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 16ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 16ull + 32ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    int y_3 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 16ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 16ull + 48ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    int y_4 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 16ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 16ull + 64ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    int y_5 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 16ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 16ull + 80ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    int y_6 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 16ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 16ull + 96ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    int y_7 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 16ull * 128ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 16ull + 112ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    if (x < width && y_0 < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        img[y_0 * width + x] = (unsigned char)(((x ^ y_0) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    if (x < width && y_1 < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        img[y_1 * width + x] = (unsigned char)(((x ^ y_1) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    if (x < width && y_2 < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        img[y_2 * width + x] = (unsigned char)(((x ^ y_2) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    if (x < width && y_3 < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        img[y_3 * width + x] = (unsigned char)(((x ^ y_3) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    if (x < width && y_4 < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        img[y_4 * width + x] = (unsigned char)(((x ^ y_4) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    if (x < width && y_5 < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        img[y_5 * width + x] = (unsigned char)(((x ^ y_5) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    if (x < width && y_6 < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        img[y_6 * width + x] = (unsigned char)(((x ^ y_6) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    if (x < width && y_7 < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        img[y_7 * width + x] = (unsigned char)(((x ^ y_7) * 7) & 255);
}
