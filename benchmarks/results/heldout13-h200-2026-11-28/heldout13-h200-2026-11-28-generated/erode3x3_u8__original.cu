extern "C" __global__ void erode3x3_u8(const unsigned char* src, unsigned char* dst, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    if (x < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        int m = 255;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        for (int dy = -1; dy <= 1; dy++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
            int yy = min(max(y + dy, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
            for (int dx = -1; dx <= 1; dx++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
                int xx = min(max(x + dx, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
                m = min(m, (int)src[yy * width + xx]);
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        dst[y * width + x] = (unsigned char)m;
    }
}
