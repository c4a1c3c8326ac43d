extern "C" __global__ void erode3x3_u8_cf2x(const unsigned char* src, unsigned char* dst, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        int m_0 = 255;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        for (int dy_0 = -1; dy_0 <= 1; dy_0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
            int yy_0 = min(max(y + dy_0, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
            for (int dx_0 = -1; dx_0 <= 1; dx_0++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
                int xx_0 = min(max(x_0 + dx_0, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
                m_0 = min(m_0, (int)src[yy_0 * width + xx_0]);
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        dst[y * width + x_0] = (unsigned char)m_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        int m_1 = 255;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        for (int dy_1 = -1; dy_1 <= 1; dy_1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
            int yy_1 = min(max(y + dy_1, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
            for (int dx_1 = -1; dx_1 <= 1; dx_1++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
                int xx_1 = min(max(x_1 + dx_1, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
                m_1 = min(m_1, (int)src[yy_1 * width + xx_1]);
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        dst[y * width + x_1] = (unsigned char)m_1;
    }
}
