extern "C" __global__ void checker_u8_2d(unsigned char* img, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/checker_u8_2d.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/checker_u8_2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/checker_u8_2d.cu"
    if (x < width && y < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/checker_u8_2d.cu"
        img[y * width + x] = (unsigned char)((((x >> 3) ^ (y >> 3)) & 1) * 255);
}
