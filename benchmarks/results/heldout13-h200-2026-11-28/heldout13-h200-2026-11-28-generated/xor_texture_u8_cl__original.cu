extern "C" __global__ void xor_texture_u8(unsigned char* img, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    if (x < width && y < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        img[y * width + x] = (unsigned char)(((x ^ y) * 7) & 255);
}
