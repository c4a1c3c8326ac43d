extern "C" __global__ void erode3x3_u8_cf4x(const unsigned char* src, unsigned char* dst, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    int x_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    int x_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    int x_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    int x_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        int m_2 = 255;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        for (int dy_2 = -1; dy_2 <= 1; dy_2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
            int yy_2 = min(max(y + dy_2, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
            for (int dx_2 = -1; dx_2 <= 1; dx_2++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
                int xx_2 = min(max(x_2 + dx_2, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
                m_2 = min(m_2, (int)src[yy_2 * width + xx_2]);
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        dst[y * width + x_2] = (unsigned char)m_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        int m_3 = 255;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        for (int dy_3 = -1; dy_3 <= 1; dy_3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
            int yy_3 = min(max(y + dy_3, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
            for (int dx_3 = -1; dx_3 <= 1; dx_3++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
                int xx_3 = min(max(x_3 + dx_3, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
                m_3 = min(m_3, (int)src[yy_3 * width + xx_3]);
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        dst[y * width + x_3] = (unsigned char)m_3;
    }
}
