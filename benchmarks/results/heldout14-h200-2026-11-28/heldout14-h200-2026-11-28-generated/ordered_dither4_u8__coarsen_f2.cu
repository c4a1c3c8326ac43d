extern "C" __global__ void ordered_dither4_u8_cf2x(const unsigned char* src, unsigned char* dst, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
