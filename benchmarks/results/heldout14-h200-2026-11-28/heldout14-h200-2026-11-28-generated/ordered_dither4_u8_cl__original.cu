extern "C" __global__ void ordered_dither4_u8(const unsigned char* src, unsigned char* dst, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    if (x < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int a = (x ^ y) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int b = y & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int m = ((a & 1) << 3) | ((b & 1) << 2) | (a & 2) | ((b & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int i = y * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        dst[i] = src[i] > m * 16 + 8 ? 255 : 0;
    }
}
