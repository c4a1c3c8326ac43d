extern "C" __global__ void crc8_word_u32(const unsigned int* word, unsigned char* crc, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        unsigned int w = word[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        unsigned int c = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        for (int b = 0; b < 4; b++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            c ^= (w >> (8 * b)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            for (int k = 0; k < 8; k++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                c = c & 128u ? ((c << 1) ^ 7u) & 255u : (c << 1) & 255u;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        crc[i] = (unsigned char)c;
    }
}
