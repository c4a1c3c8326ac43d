extern "C" __global__ void crc8_word_u32_opt(const unsigned int* word, unsigned char* crc, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    uint4 word_v0;
    uchar4 crc_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
        if (ucond) {
            word_v0 = *(const uint4*)&word[i_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
            unsigned int w_m0 = word_v0.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
            unsigned int c_m0 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
            for (int b_m0 = 0; b_m0 < 4; b_m0++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
                c_m0 ^= (w_m0 >> (8 * b_m0)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
                for (int k_m0 = 0; k_m0 < 8; k_m0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
                    c_m0 = c_m0 & 128u ? ((c_m0 << 1) ^ 7u) & 255u : (c_m0 << 1) & 255u;
                }
            }
            crc_v1.x = (unsigned char)c_m0;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
            unsigned int w_m1 = word_v0.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
            unsigned int c_m1 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
            for (int b_m1 = 0; b_m1 < 4; b_m1++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
                c_m1 ^= (w_m1 >> (8 * b_m1)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
                for (int k_m1 = 0; k_m1 < 8; k_m1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
                    c_m1 = c_m1 & 128u ? ((c_m1 << 1) ^ 7u) & 255u : (c_m1 << 1) & 255u;
                }
            }
            crc_v1.y = (unsigned char)c_m1;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
            unsigned int w_m2 = word_v0.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
            unsigned int c_m2 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
            for (int b_m2 = 0; b_m2 < 4; b_m2++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
                c_m2 ^= (w_m2 >> (8 * b_m2)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
                for (int k_m2 = 0; k_m2 < 8; k_m2++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
                    c_m2 = c_m2 & 128u ? ((c_m2 << 1) ^ 7u) & 255u : (c_m2 << 1) & 255u;
                }
            }
            crc_v1.z = (unsigned char)c_m2;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
            unsigned int w_m3 = word_v0.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
            unsigned int c_m3 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
            for (int b_m3 = 0; b_m3 < 4; b_m3++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
                c_m3 ^= (w_m3 >> (8 * b_m3)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
                for (int k_m3 = 0; k_m3 < 8; k_m3++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/crc8_word_u32.cl"
                    c_m3 = c_m3 & 128u ? ((c_m3 << 1) ^ 7u) & 255u : (c_m3 << 1) & 255u;
                }
            }
            crc_v1.w = (unsigned char)c_m3;
            *(uchar4*)(&crc[i_m3] - 3) = crc_v1;
        }
    }
}
