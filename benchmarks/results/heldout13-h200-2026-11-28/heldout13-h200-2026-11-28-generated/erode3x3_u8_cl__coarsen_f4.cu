extern "C" __global__ void erode3x3_u8_cf4x(const unsigned char* src, unsigned char* dst, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
    int x_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
    int x_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
    if (x_0 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        int m_0 = 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        for (int dy_0 = -1; dy_0 <= 1; dy_0++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
            int yy_0 = min(max(y + dy_0, 0), height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
            for (int dx_0 = -1; dx_0 <= 1; dx_0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
                int xx_0 = min(max(x_0 + dx_0, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
                m_0 = min(m_0, (int)src[yy_0 * width + xx_0]);
            }
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        dst[y * width + x_0] = (unsigned char)m_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
    if (x_1 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        int m_1 = 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        for (int dy_1 = -1; dy_1 <= 1; dy_1++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
            int yy_1 = min(max(y + dy_1, 0), height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
            for (int dx_1 = -1; dx_1 <= 1; dx_1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
                int xx_1 = min(max(x_1 + dx_1, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
                m_1 = min(m_1, (int)src[yy_1 * width + xx_1]);
            }
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        dst[y * width + x_1] = (unsigned char)m_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
    if (x_2 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        int m_2 = 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        for (int dy_2 = -1; dy_2 <= 1; dy_2++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
            int yy_2 = min(max(y + dy_2, 0), height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
            for (int dx_2 = -1; dx_2 <= 1; dx_2++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
                int xx_2 = min(max(x_2 + dx_2, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
                m_2 = min(m_2, (int)src[yy_2 * width + xx_2]);
            }
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        dst[y * width + x_2] = (unsigned char)m_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
    if (x_3 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        int m_3 = 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        for (int dy_3 = -1; dy_3 <= 1; dy_3++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
            int yy_3 = min(max(y + dy_3, 0), height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
            for (int dx_3 = -1; dx_3 <= 1; dx_3++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
                int xx_3 = min(max(x_3 + dx_3, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
                m_3 = min(m_3, (int)src[yy_3 * width + xx_3]);
            }
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        dst[y * width + x_3] = (unsigned char)m_3;
    }
}
