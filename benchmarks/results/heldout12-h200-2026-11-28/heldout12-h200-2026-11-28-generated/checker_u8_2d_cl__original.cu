extern "C" __global__ void checker_u8_2d(unsigned char* img, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/checker_u8_2d.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/checker_u8_2d.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/checker_u8_2d.cl"
    if (x < width && y < height)
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/checker_u8_2d.cl"
        img[y * width + x] = (unsigned char)((((x >> 3) ^ (y >> 3)) & 1) * 255);
}
