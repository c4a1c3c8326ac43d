extern "C" __global__ void ordered_dither4_u8_cf4x(const unsigned char* src, unsigned char* dst, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    int x_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    int x_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    int x_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    int x_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        int a_0 = (x_0 ^ y) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        int b_0 = y & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        int m_0 = ((a_0 & 1) << 3) | ((b_0 & 1) << 2) | (a_0 & 2) | ((b_0 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        int i_0 = y * width + x_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        dst[i_0] = src[i_0] > m_0 * 16 + 8 ? 255 : 0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        int a_1 = (x_1 ^ y) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        int b_1 = y & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        int m_1 = ((a_1 & 1) << 3) | ((b_1 & 1) << 2) | (a_1 & 2) | ((b_1 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        int i_1 = y * width + x_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        dst[i_1] = src[i_1] > m_1 * 16 + 8 ? 255 : 0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        int a_2 = (x_2 ^ y) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        int b_2 = y & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        int m_2 = ((a_2 & 1) << 3) | ((b_2 & 1) << 2) | (a_2 & 2) | ((b_2 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        int i_2 = y * width + x_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        dst[i_2] = src[i_2] > m_2 * 16 + 8 ? 255 : 0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        int a_3 = (x_3 ^ y) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        int b_3 = y & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        int m_3 = ((a_3 & 1) << 3) | ((b_3 & 1) << 2) | (a_3 & 2) | ((b_3 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        int i_3 = y * width + x_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
        dst[i_3] = src[i_3] > m_3 * 16 + 8 ? 255 : 0;
    }
}
