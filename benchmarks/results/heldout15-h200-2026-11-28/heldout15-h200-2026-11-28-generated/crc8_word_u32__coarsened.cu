extern "C" __global__ void crc8_word_u32_cf16x_st32(const unsigned int* word, unsigned char* crc, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_0;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_1;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_2;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_3;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_4;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_5;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_6;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_7;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_8;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_9;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_10;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_11;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_12;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_13;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_14;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    int i_15;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
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
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
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
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
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
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
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
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
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
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
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
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
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
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
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
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        if (i_8 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            unsigned int w_8 = word[i_8];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            unsigned int c_8 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            for (int b_8 = 0; b_8 < 4; b_8++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                c_8 ^= (w_8 >> (8 * b_8)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                for (int k_8 = 0; k_8 < 8; k_8++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                    c_8 = c_8 & 128u ? ((c_8 << 1) ^ 7u) & 255u : (c_8 << 1) & 255u;
            }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            crc[i_8] = (unsigned char)c_8;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        if (i_9 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            unsigned int w_9 = word[i_9];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            unsigned int c_9 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            for (int b_9 = 0; b_9 < 4; b_9++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                c_9 ^= (w_9 >> (8 * b_9)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                for (int k_9 = 0; k_9 < 8; k_9++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                    c_9 = c_9 & 128u ? ((c_9 << 1) ^ 7u) & 255u : (c_9 << 1) & 255u;
            }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            crc[i_9] = (unsigned char)c_9;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        if (i_10 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            unsigned int w_10 = word[i_10];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            unsigned int c_10 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            for (int b_10 = 0; b_10 < 4; b_10++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                c_10 ^= (w_10 >> (8 * b_10)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                for (int k_10 = 0; k_10 < 8; k_10++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                    c_10 = c_10 & 128u ? ((c_10 << 1) ^ 7u) & 255u : (c_10 << 1) & 255u;
            }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            crc[i_10] = (unsigned char)c_10;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        if (i_11 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            unsigned int w_11 = word[i_11];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            unsigned int c_11 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            for (int b_11 = 0; b_11 < 4; b_11++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                c_11 ^= (w_11 >> (8 * b_11)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                for (int k_11 = 0; k_11 < 8; k_11++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                    c_11 = c_11 & 128u ? ((c_11 << 1) ^ 7u) & 255u : (c_11 << 1) & 255u;
            }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            crc[i_11] = (unsigned char)c_11;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        if (i_12 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            unsigned int w_12 = word[i_12];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            unsigned int c_12 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            for (int b_12 = 0; b_12 < 4; b_12++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                c_12 ^= (w_12 >> (8 * b_12)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                for (int k_12 = 0; k_12 < 8; k_12++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                    c_12 = c_12 & 128u ? ((c_12 << 1) ^ 7u) & 255u : (c_12 << 1) & 255u;
            }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            crc[i_12] = (unsigned char)c_12;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        if (i_13 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            unsigned int w_13 = word[i_13];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            unsigned int c_13 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            for (int b_13 = 0; b_13 < 4; b_13++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                c_13 ^= (w_13 >> (8 * b_13)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                for (int k_13 = 0; k_13 < 8; k_13++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                    c_13 = c_13 & 128u ? ((c_13 << 1) ^ 7u) & 255u : (c_13 << 1) & 255u;
            }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            crc[i_13] = (unsigned char)c_13;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        if (i_14 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            unsigned int w_14 = word[i_14];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            unsigned int c_14 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            for (int b_14 = 0; b_14 < 4; b_14++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                c_14 ^= (w_14 >> (8 * b_14)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                for (int k_14 = 0; k_14 < 8; k_14++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                    c_14 = c_14 & 128u ? ((c_14 << 1) ^ 7u) & 255u : (c_14 << 1) & 255u;
            }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            crc[i_14] = (unsigned char)c_14;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
        if (i_15 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            unsigned int w_15 = word[i_15];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            unsigned int c_15 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            for (int b_15 = 0; b_15 < 4; b_15++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                c_15 ^= (w_15 >> (8 * b_15)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                for (int k_15 = 0; k_15 < 8; k_15++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
                    c_15 = c_15 & 128u ? ((c_15 << 1) ^ 7u) & 255u : (c_15 << 1) & 255u;
            }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cu"
            crc[i_15] = (unsigned char)c_15;
        }
}
