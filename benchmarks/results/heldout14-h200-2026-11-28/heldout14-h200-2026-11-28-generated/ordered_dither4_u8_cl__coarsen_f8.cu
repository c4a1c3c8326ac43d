extern "C" __global__ void ordered_dither4_u8_cf8x(const unsigned char* src, unsigned char* dst, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    int x_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    int x_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    int x_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    int x_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    int x_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    int x_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int a_0 = (x_0 ^ y) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int b_0 = y & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int m_0 = ((a_0 & 1) << 3) | ((b_0 & 1) << 2) | (a_0 & 2) | ((b_0 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int i_0 = y * width + x_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        dst[i_0] = src[i_0] > m_0 * 16 + 8 ? 255 : 0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int a_1 = (x_1 ^ y) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int b_1 = y & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int m_1 = ((a_1 & 1) << 3) | ((b_1 & 1) << 2) | (a_1 & 2) | ((b_1 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int i_1 = y * width + x_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        dst[i_1] = src[i_1] > m_1 * 16 + 8 ? 255 : 0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int a_2 = (x_2 ^ y) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int b_2 = y & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int m_2 = ((a_2 & 1) << 3) | ((b_2 & 1) << 2) | (a_2 & 2) | ((b_2 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int i_2 = y * width + x_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        dst[i_2] = src[i_2] > m_2 * 16 + 8 ? 255 : 0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int a_3 = (x_3 ^ y) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int b_3 = y & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int m_3 = ((a_3 & 1) << 3) | ((b_3 & 1) << 2) | (a_3 & 2) | ((b_3 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int i_3 = y * width + x_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        dst[i_3] = src[i_3] > m_3 * 16 + 8 ? 255 : 0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    if (x_4 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int a_4 = (x_4 ^ y) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int b_4 = y & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int m_4 = ((a_4 & 1) << 3) | ((b_4 & 1) << 2) | (a_4 & 2) | ((b_4 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int i_4 = y * width + x_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        dst[i_4] = src[i_4] > m_4 * 16 + 8 ? 255 : 0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    if (x_5 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int a_5 = (x_5 ^ y) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int b_5 = y & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int m_5 = ((a_5 & 1) << 3) | ((b_5 & 1) << 2) | (a_5 & 2) | ((b_5 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int i_5 = y * width + x_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        dst[i_5] = src[i_5] > m_5 * 16 + 8 ? 255 : 0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    if (x_6 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int a_6 = (x_6 ^ y) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int b_6 = y & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int m_6 = ((a_6 & 1) << 3) | ((b_6 & 1) << 2) | (a_6 & 2) | ((b_6 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int i_6 = y * width + x_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        dst[i_6] = src[i_6] > m_6 * 16 + 8 ? 255 : 0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    if (x_7 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int a_7 = (x_7 ^ y) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int b_7 = y & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int m_7 = ((a_7 & 1) << 3) | ((b_7 & 1) << 2) | (a_7 & 2) | ((b_7 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int i_7 = y * width + x_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        dst[i_7] = src[i_7] > m_7 * 16 + 8 ? 255 : 0;
    }
}
