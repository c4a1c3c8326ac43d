extern "C" __global__ void xor_texture_u8_cf8x(unsigned char* img, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int x_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int x_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int x_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int x_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int x_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int x_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int x_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int x_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (x_4 < width && y < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        img[y * width + x_4] = (unsigned char)(((x_4 ^ y) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (x_5 < width && y < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        img[y * width + x_5] = (unsigned char)(((x_5 ^ y) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (x_6 < width && y < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        img[y * width + x_6] = (unsigned char)(((x_6 ^ y) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (x_7 < width && y < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        img[y * width + x_7] = (unsigned char)(((x_7 ^ y) * 7) & 255);
}
