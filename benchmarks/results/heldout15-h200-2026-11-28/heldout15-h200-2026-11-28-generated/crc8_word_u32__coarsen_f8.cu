extern "C" __global__ void crc8_word_u32_cf8x(const unsigned int* word, unsigned char* crc, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        unsigned int w_4 = word[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        unsigned int c_4 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        for (int b_4 = 0; b_4 < 4; b_4++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            c_4 ^= (w_4 >> (8 * b_4)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            for (int k_4 = 0; k_4 < 8; k_4++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                c_4 = c_4 & 128u ? ((c_4 << 1) ^ 7u) & 255u : (c_4 << 1) & 255u;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        crc[i_4] = (unsigned char)c_4;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        unsigned int w_5 = word[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        unsigned int c_5 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        for (int b_5 = 0; b_5 < 4; b_5++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            c_5 ^= (w_5 >> (8 * b_5)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            for (int k_5 = 0; k_5 < 8; k_5++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                c_5 = c_5 & 128u ? ((c_5 << 1) ^ 7u) & 255u : (c_5 << 1) & 255u;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        crc[i_5] = (unsigned char)c_5;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        unsigned int w_6 = word[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        unsigned int c_6 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        for (int b_6 = 0; b_6 < 4; b_6++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            c_6 ^= (w_6 >> (8 * b_6)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            for (int k_6 = 0; k_6 < 8; k_6++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                c_6 = c_6 & 128u ? ((c_6 << 1) ^ 7u) & 255u : (c_6 << 1) & 255u;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        crc[i_6] = (unsigned char)c_6;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        unsigned int w_7 = word[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        unsigned int c_7 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        for (int b_7 = 0; b_7 < 4; b_7++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            c_7 ^= (w_7 >> (8 * b_7)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            for (int k_7 = 0; k_7 < 8; k_7++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                c_7 = c_7 & 128u ? ((c_7 << 1) ^ 7u) & 255u : (c_7 << 1) & 255u;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        crc[i_7] = (unsigned char)c_7;
    }
}
