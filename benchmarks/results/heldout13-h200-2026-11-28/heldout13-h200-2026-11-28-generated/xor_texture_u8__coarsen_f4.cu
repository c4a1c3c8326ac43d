extern "C" __global__ void xor_texture_u8_cf4x(unsigned char* img, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int x_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int x_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int x_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int x_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (x_0 < width && y < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        img[y * width + x_0] = (unsigned char)(((x_0 ^ y) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (x_1 < width && y < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        img[y * width + x_1] = (unsigned char)(((x_1 ^ y) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (x_2 < width && y < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        img[y * width + x_2] = (unsigned char)(((x_2 ^ y) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (x_3 < width && y < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        img[y * width + x_3] = (unsigned char)(((x_3 ^ y) * 7) & 255);
}
