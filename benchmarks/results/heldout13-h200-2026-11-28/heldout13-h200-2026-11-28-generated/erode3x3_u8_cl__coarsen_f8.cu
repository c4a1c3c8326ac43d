extern "C" __global__ void erode3x3_u8_cf8x(const unsigned char* src, unsigned char* dst, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
    int x_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
    int x_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
    int x_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
    int x_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
    int x_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
    int x_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
    if (x_4 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        int m_4 = 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        for (int dy_4 = -1; dy_4 <= 1; dy_4++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
            int yy_4 = min(max(y + dy_4, 0), height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
            for (int dx_4 = -1; dx_4 <= 1; dx_4++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
                int xx_4 = min(max(x_4 + dx_4, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
                m_4 = min(m_4, (int)src[yy_4 * width + xx_4]);
            }
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        dst[y * width + x_4] = (unsigned char)m_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
    if (x_5 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        int m_5 = 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        for (int dy_5 = -1; dy_5 <= 1; dy_5++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
            int yy_5 = min(max(y + dy_5, 0), height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
            for (int dx_5 = -1; dx_5 <= 1; dx_5++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
                int xx_5 = min(max(x_5 + dx_5, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
                m_5 = min(m_5, (int)src[yy_5 * width + xx_5]);
            }
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        dst[y * width + x_5] = (unsigned char)m_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
    if (x_6 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        int m_6 = 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        for (int dy_6 = -1; dy_6 <= 1; dy_6++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
            int yy_6 = min(max(y + dy_6, 0), height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
            for (int dx_6 = -1; dx_6 <= 1; dx_6++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
                int xx_6 = min(max(x_6 + dx_6, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
                m_6 = min(m_6, (int)src[yy_6 * width + xx_6]);
            }
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        dst[y * width + x_6] = (unsigned char)m_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
    if (x_7 < width && y < height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        int m_7 = 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        for (int dy_7 = -1; dy_7 <= 1; dy_7++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
            int yy_7 = min(max(y + dy_7, 0), height - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
            for (int dx_7 = -1; dx_7 <= 1; dx_7++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
                int xx_7 = min(max(x_7 + dx_7, 0), width - 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
                m_7 = min(m_7, (int)src[yy_7 * width + xx_7]);
            }
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cl"
        dst[y * width + x_7] = (unsigned char)m_7;
    }
}
