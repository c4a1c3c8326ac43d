extern "C" __global__ void ordered_dither4_u8_cf8y_st32(const unsigned char* src, unsigned char* dst, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    int y_0 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 256ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    int y_1 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 256ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    int y_2 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 256ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 64ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    int y_3 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 256ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 96ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    int y_4 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 256ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 128ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    int y_5 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 256ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 160ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    int y_6 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 256ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 192ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    int y_7 = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) / 32ull * 256ull + (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y) % 32ull + 224ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    if (x < width && y_0 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int a_0 = (x ^ y_0) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int b_0 = y_0 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int m_0 = ((a_0 & 1) << 3) | ((b_0 & 1) << 2) | (a_0 & 2) | ((b_0 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int i_0 = y_0 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        dst[i_0] = src[i_0] > m_0 * 16 + 8 ? 255 : 0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    if (x < width && y_1 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int a_1 = (x ^ y_1) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int b_1 = y_1 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int m_1 = ((a_1 & 1) << 3) | ((b_1 & 1) << 2) | (a_1 & 2) | ((b_1 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int i_1 = y_1 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        dst[i_1] = src[i_1] > m_1 * 16 + 8 ? 255 : 0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    if (x < width && y_2 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int a_2 = (x ^ y_2) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int b_2 = y_2 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int m_2 = ((a_2 & 1) << 3) | ((b_2 & 1) << 2) | (a_2 & 2) | ((b_2 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int i_2 = y_2 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        dst[i_2] = src[i_2] > m_2 * 16 + 8 ? 255 : 0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    if (x < width && y_3 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int a_3 = (x ^ y_3) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int b_3 = y_3 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int m_3 = ((a_3 & 1) << 3) | ((b_3 & 1) << 2) | (a_3 & 2) | ((b_3 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int i_3 = y_3 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        dst[i_3] = src[i_3] > m_3 * 16 + 8 ? 255 : 0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    if (x < width && y_4 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int a_4 = (x ^ y_4) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int b_4 = y_4 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int m_4 = ((a_4 & 1) << 3) | ((b_4 & 1) << 2) | (a_4 & 2) | ((b_4 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int i_4 = y_4 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        dst[i_4] = src[i_4] > m_4 * 16 + 8 ? 255 : 0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    if (x < width && y_5 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int a_5 = (x ^ y_5) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int b_5 = y_5 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int m_5 = ((a_5 & 1) << 3) | ((b_5 & 1) << 2) | (a_5 & 2) | ((b_5 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int i_5 = y_5 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        dst[i_5] = src[i_5] > m_5 * 16 + 8 ? 255 : 0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    if (x < width && y_6 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int a_6 = (x ^ y_6) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int b_6 = y_6 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int m_6 = ((a_6 & 1) << 3) | ((b_6 & 1) << 2) | (a_6 & 2) | ((b_6 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int i_6 = y_6 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        dst[i_6] = src[i_6] > m_6 * 16 + 8 ? 255 : 0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    if (x < width && y_7 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int a_7 = (x ^ y_7) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int b_7 = y_7 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int m_7 = ((a_7 & 1) << 3) | ((b_7 & 1) << 2) | (a_7 & 2) | ((b_7 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int i_7 = y_7 * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        dst[i_7] = src[i_7] > m_7 * 16 + 8 ? 255 : 0;
    }
}
