extern "C" __global__ void crc8_word_u32_cf2x(const unsigned int* word, unsigned char* crc, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
