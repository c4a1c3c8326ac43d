extern "C" __global__ void ordered_dither4_u8_cf8y_st4(const unsigned char* src, unsigned char* dst, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    int y_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    if (threadIdx.y / 4u * 32u + threadIdx.y % 4u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        y_0 = blockIdx.y * 8u + (threadIdx.y / 4u * 32u + threadIdx.y % 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    int y_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    if (threadIdx.y / 4u * 32u + threadIdx.y % 4u + 4u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        y_1 = blockIdx.y * 8u + (threadIdx.y / 4u * 32u + threadIdx.y % 4u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    int y_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    if (threadIdx.y / 4u * 32u + threadIdx.y % 4u + 8u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        y_2 = blockIdx.y * 8u + (threadIdx.y / 4u * 32u + threadIdx.y % 4u + 8u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    int y_3;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    if (threadIdx.y / 4u * 32u + threadIdx.y % 4u + 12u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        y_3 = blockIdx.y * 8u + (threadIdx.y / 4u * 32u + threadIdx.y % 4u + 12u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    int y_4;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    if (threadIdx.y / 4u * 32u + threadIdx.y % 4u + 16u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        y_4 = blockIdx.y * 8u + (threadIdx.y / 4u * 32u + threadIdx.y % 4u + 16u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    int y_5;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    if (threadIdx.y / 4u * 32u + threadIdx.y % 4u + 20u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        y_5 = blockIdx.y * 8u + (threadIdx.y / 4u * 32u + threadIdx.y % 4u + 20u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    int y_6;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    if (threadIdx.y / 4u * 32u + threadIdx.y % 4u + 24u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        y_6 = blockIdx.y * 8u + (threadIdx.y / 4u * 32u + threadIdx.y % 4u + 24u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    int y_7;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    if (threadIdx.y / 4u * 32u + threadIdx.y % 4u + 28u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        y_7 = blockIdx.y * 8u + (threadIdx.y / 4u * 32u + threadIdx.y % 4u + 28u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    if (threadIdx.y / 4u * 32u + threadIdx.y % 4u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        if (x < width && y_0 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int a_0 = (x ^ y_0) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int b_0 = y_0 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int m_0 = ((a_0 & 1) << 3) | ((b_0 & 1) << 2) | (a_0 & 2) | ((b_0 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int i_0 = y_0 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            dst[i_0] = src[i_0] > m_0 * 16 + 8 ? 255 : 0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    if (threadIdx.y / 4u * 32u + threadIdx.y % 4u + 4u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        if (x < width && y_1 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int a_1 = (x ^ y_1) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int b_1 = y_1 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int m_1 = ((a_1 & 1) << 3) | ((b_1 & 1) << 2) | (a_1 & 2) | ((b_1 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int i_1 = y_1 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            dst[i_1] = src[i_1] > m_1 * 16 + 8 ? 255 : 0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    if (threadIdx.y / 4u * 32u + threadIdx.y % 4u + 8u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        if (x < width && y_2 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int a_2 = (x ^ y_2) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int b_2 = y_2 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int m_2 = ((a_2 & 1) << 3) | ((b_2 & 1) << 2) | (a_2 & 2) | ((b_2 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int i_2 = y_2 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            dst[i_2] = src[i_2] > m_2 * 16 + 8 ? 255 : 0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    if (threadIdx.y / 4u * 32u + threadIdx.y % 4u + 12u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        if (x < width && y_3 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int a_3 = (x ^ y_3) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int b_3 = y_3 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int m_3 = ((a_3 & 1) << 3) | ((b_3 & 1) << 2) | (a_3 & 2) | ((b_3 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int i_3 = y_3 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            dst[i_3] = src[i_3] > m_3 * 16 + 8 ? 255 : 0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    if (threadIdx.y / 4u * 32u + threadIdx.y % 4u + 16u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        if (x < width && y_4 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int a_4 = (x ^ y_4) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int b_4 = y_4 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int m_4 = ((a_4 & 1) << 3) | ((b_4 & 1) << 2) | (a_4 & 2) | ((b_4 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int i_4 = y_4 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            dst[i_4] = src[i_4] > m_4 * 16 + 8 ? 255 : 0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    if (threadIdx.y / 4u * 32u + threadIdx.y % 4u + 20u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        if (x < width && y_5 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int a_5 = (x ^ y_5) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int b_5 = y_5 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int m_5 = ((a_5 & 1) << 3) | ((b_5 & 1) << 2) | (a_5 & 2) | ((b_5 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int i_5 = y_5 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            dst[i_5] = src[i_5] > m_5 * 16 + 8 ? 255 : 0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    if (threadIdx.y / 4u * 32u + threadIdx.y % 4u + 24u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        if (x < width && y_6 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int a_6 = (x ^ y_6) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int b_6 = y_6 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int m_6 = ((a_6 & 1) << 3) | ((b_6 & 1) << 2) | (a_6 & 2) | ((b_6 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int i_6 = y_6 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            dst[i_6] = src[i_6] > m_6 * 16 + 8 ? 255 : 0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    if (threadIdx.y / 4u * 32u + threadIdx.y % 4u + 28u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        if (x < width && y_7 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int a_7 = (x ^ y_7) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int b_7 = y_7 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int m_7 = ((a_7 & 1) << 3) | ((b_7 & 1) << 2) | (a_7 & 2) | ((b_7 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            int i_7 = y_7 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
            dst[i_7] = src[i_7] > m_7 * 16 + 8 ? 255 : 0;
        }
}
