extern "C" __global__ void erode3x3_u8(const unsigned char* src, unsigned char* dst, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
    if (x < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        int m = 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        for (int dy = -1; dy <= 1; dy++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
            int yy = min(max(y + dy, 0), height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
            for (int dx = -1; dx <= 1; dx++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
                int xx = min(max(x + dx, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
                m = min(m, (int)src[yy * width + xx]);
            }
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        dst[y * width + x] = (unsigned char)m;
    }
}
