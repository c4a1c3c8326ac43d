extern "C" __global__ void crc8_word_u32_cf4x(const unsigned int* word, unsigned char* crc, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        unsigned int w_0 = word[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        unsigned int c_0 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        for (int b_0 = 0; b_0 < 4; b_0++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            c_0 ^= (w_0 >> (8 * b_0)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            for (int k_0 = 0; k_0 < 8; k_0++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                c_0 = c_0 & 128u ? ((c_0 << 1) ^ 7u) & 255u : (c_0 << 1) & 255u;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        crc[i_0] = (unsigned char)c_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        unsigned int w_1 = word[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        unsigned int c_1 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        for (int b_1 = 0; b_1 < 4; b_1++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            c_1 ^= (w_1 >> (8 * b_1)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            for (int k_1 = 0; k_1 < 8; k_1++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                c_1 = c_1 & 128u ? ((c_1 << 1) ^ 7u) & 255u : (c_1 << 1) & 255u;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        crc[i_1] = (unsigned char)c_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        unsigned int w_2 = word[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        unsigned int c_2 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        for (int b_2 = 0; b_2 < 4; b_2++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            c_2 ^= (w_2 >> (8 * b_2)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            for (int k_2 = 0; k_2 < 8; k_2++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                c_2 = c_2 & 128u ? ((c_2 << 1) ^ 7u) & 255u : (c_2 << 1) & 255u;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        crc[i_2] = (unsigned char)c_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        unsigned int w_3 = word[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        unsigned int c_3 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        for (int b_3 = 0; b_3 < 4; b_3++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            c_3 ^= (w_3 >> (8 * b_3)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            for (int k_3 = 0; k_3 < 8; k_3++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                c_3 = c_3 & 128u ? ((c_3 << 1) ^ 7u) & 255u : (c_3 << 1) & 255u;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        crc[i_3] = (unsigned char)c_3;
    }
}
