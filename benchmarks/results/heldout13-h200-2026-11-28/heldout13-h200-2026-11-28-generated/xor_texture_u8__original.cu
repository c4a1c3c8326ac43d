extern "C" __global__ void xor_texture_u8(unsigned char* img, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (x < width && y < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        img[y * width + x] = (unsigned char)(((x ^ y) * 7) & 255);
}
