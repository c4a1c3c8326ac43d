extern "C" __global__ void checker_u8_2d_cf4y_st2(unsigned char* img, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/checker_u8_2d.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/checker_u8_2d.cu"
    int y_0 = blockIdx.y * (blockDim.y * 4u) + (threadIdx.y / 2u * 8u + threadIdx.y % 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/checker_u8_2d.cu"
    int y_1 = blockIdx.y * (blockDim.y * 4u) + (threadIdx.y / 2u * 8u + threadIdx.y % 2u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/checker_u8_2d.cu"
    int y_2 = blockIdx.y * (blockDim.y * 4u) + (threadIdx.y / 2u * 8u + threadIdx.y % 2u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/checker_u8_2d.cu"
    int y_3 = blockIdx.y * (blockDim.y * 4u) + (threadIdx.y / 2u * 8u + threadIdx.y % 2u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/checker_u8_2d.cu"
    if (x < width && y_0 < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/checker_u8_2d.cu"
        img[y_0 * width + x] = (unsigned char)((((x >> 3) ^ (y_0 >> 3)) & 1) * 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/checker_u8_2d.cu"
    if (x < width && y_1 < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/checker_u8_2d.cu"
        img[y_1 * width + x] = (unsigned char)((((x >> 3) ^ (y_1 >> 3)) & 1) * 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/checker_u8_2d.cu"
    if (x < width && y_2 < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/checker_u8_2d.cu"
        img[y_2 * width + x] = (unsigned char)((((x >> 3) ^ (y_2 >> 3)) & 1) * 255);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/checker_u8_2d.cu"
    if (x < width && y_3 < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/checker_u8_2d.cu"
        img[y_3 * width + x] = (unsigned char)((((x >> 3) ^ (y_3 >> 3)) & 1) * 255);
}
