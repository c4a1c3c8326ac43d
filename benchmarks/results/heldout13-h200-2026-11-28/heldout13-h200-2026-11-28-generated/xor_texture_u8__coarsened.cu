extern "C" __global__ void xor_texture_u8_cf8y_st2(unsigned char* img, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int y_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        y_0 = blockIdx.y * 8u + (threadIdx.y / 2u * 16u + threadIdx.y % 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int y_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 2u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        y_1 = blockIdx.y * 8u + (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int y_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 4u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        y_2 = blockIdx.y * 8u + (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int y_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 6u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        y_3 = blockIdx.y * 8u + (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int y_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 8u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        y_4 = blockIdx.y * 8u + (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 8u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int y_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 10u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        y_5 = blockIdx.y * 8u + (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 10u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int y_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 12u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        y_6 = blockIdx.y * 8u + (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 12u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int y_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 14u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        y_7 = blockIdx.y * 8u + (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 14u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        if (x < width && y_0 < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
            img[y_0 * width + x] = (unsigned char)(((x ^ y_0) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 2u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        if (x < width && y_1 < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
            img[y_1 * width + x] = (unsigned char)(((x ^ y_1) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 4u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        if (x < width && y_2 < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
            img[y_2 * width + x] = (unsigned char)(((x ^ y_2) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 6u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        if (x < width && y_3 < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
            img[y_3 * width + x] = (unsigned char)(((x ^ y_3) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 8u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        if (x < width && y_4 < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
            img[y_4 * width + x] = (unsigned char)(((x ^ y_4) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 10u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        if (x < width && y_5 < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
            img[y_5 * width + x] = (unsigned char)(((x ^ y_5) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 12u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        if (x < width && y_6 < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
            img[y_6 * width + x] = (unsigned char)(((x ^ y_6) * 7) & 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 14u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        if (x < width && y_7 < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
            img[y_7 * width + x] = (unsigned char)(((x ^ y_7) * 7) & 255);
}
