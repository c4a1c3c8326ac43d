extern "C" __global__ void erode3x3_u8_cf8x(const unsigned char* src, unsigned char* dst, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    int x_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    int x_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    int x_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    int x_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    int x_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    int x_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    int x_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    int x_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    if (x_4 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        int m_4 = 255;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        for (int dy_4 = -1; dy_4 <= 1; dy_4++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
            int yy_4 = min(max(y + dy_4, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
            for (int dx_4 = -1; dx_4 <= 1; dx_4++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
                int xx_4 = min(max(x_4 + dx_4, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
                m_4 = min(m_4, (int)src[yy_4 * width + xx_4]);
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        dst[y * width + x_4] = (unsigned char)m_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    if (x_5 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        int m_5 = 255;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        for (int dy_5 = -1; dy_5 <= 1; dy_5++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
            int yy_5 = min(max(y + dy_5, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
            for (int dx_5 = -1; dx_5 <= 1; dx_5++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
                int xx_5 = min(max(x_5 + dx_5, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
                m_5 = min(m_5, (int)src[yy_5 * width + xx_5]);
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        dst[y * width + x_5] = (unsigned char)m_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    if (x_6 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        int m_6 = 255;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        for (int dy_6 = -1; dy_6 <= 1; dy_6++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
            int yy_6 = min(max(y + dy_6, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
            for (int dx_6 = -1; dx_6 <= 1; dx_6++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
                int xx_6 = min(max(x_6 + dx_6, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
                m_6 = min(m_6, (int)src[yy_6 * width + xx_6]);
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        dst[y * width + x_6] = (unsigned char)m_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
    if (x_7 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        int m_7 = 255;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        for (int dy_7 = -1; dy_7 <= 1; dy_7++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
            int yy_7 = min(max(y + dy_7, 0), height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
            for (int dx_7 = -1; dx_7 <= 1; dx_7++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
                int xx_7 = min(max(x_7 + dx_7, 0), width - 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
                m_7 = min(m_7, (int)src[yy_7 * width + xx_7]);
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout13/kernels/erode3x3_u8.cu"
        dst[y * width + x_7] = (unsigned char)m_7;
    }
}
