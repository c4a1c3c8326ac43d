extern "C" __global__ void crc32_records16_cf8x(const uint4* rec, const unsigned int* table, unsigned int* crc, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        uint4 r_0 = rec[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        unsigned int w_0[4];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_0[0] = r_0.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_0[1] = r_0.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_0[2] = r_0.z;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_0[3] = r_0.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        unsigned int c_0 = 4294967295u;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        for (int k_0 = 0; k_0 < 16; k_0++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
            unsigned int byte_0 = (w_0[k_0 >> 2] >> (8 * (k_0 & 3))) & 255u;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
            c_0 = table[(c_0 ^ byte_0) & 255u] ^ (c_0 >> 8);
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        crc[i_0] = ~c_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        uint4 r_1 = rec[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        unsigned int w_1[4];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_1[0] = r_1.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_1[1] = r_1.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_1[2] = r_1.z;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_1[3] = r_1.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        unsigned int c_1 = 4294967295u;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        for (int k_1 = 0; k_1 < 16; k_1++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
            unsigned int byte_1 = (w_1[k_1 >> 2] >> (8 * (k_1 & 3))) & 255u;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
            c_1 = table[(c_1 ^ byte_1) & 255u] ^ (c_1 >> 8);
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        crc[i_1] = ~c_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        uint4 r_2 = rec[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        unsigned int w_2[4];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_2[0] = r_2.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_2[1] = r_2.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_2[2] = r_2.z;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_2[3] = r_2.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        unsigned int c_2 = 4294967295u;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        for (int k_2 = 0; k_2 < 16; k_2++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
            unsigned int byte_2 = (w_2[k_2 >> 2] >> (8 * (k_2 & 3))) & 255u;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
            c_2 = table[(c_2 ^ byte_2) & 255u] ^ (c_2 >> 8);
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        crc[i_2] = ~c_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        uint4 r_3 = rec[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        unsigned int w_3[4];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_3[0] = r_3.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_3[1] = r_3.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_3[2] = r_3.z;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_3[3] = r_3.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        unsigned int c_3 = 4294967295u;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        for (int k_3 = 0; k_3 < 16; k_3++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
            unsigned int byte_3 = (w_3[k_3 >> 2] >> (8 * (k_3 & 3))) & 255u;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
            c_3 = table[(c_3 ^ byte_3) & 255u] ^ (c_3 >> 8);
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        crc[i_3] = ~c_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        uint4 r_4 = rec[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        unsigned int w_4[4];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_4[0] = r_4.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_4[1] = r_4.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_4[2] = r_4.z;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_4[3] = r_4.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        unsigned int c_4 = 4294967295u;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        for (int k_4 = 0; k_4 < 16; k_4++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
            unsigned int byte_4 = (w_4[k_4 >> 2] >> (8 * (k_4 & 3))) & 255u;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
            c_4 = table[(c_4 ^ byte_4) & 255u] ^ (c_4 >> 8);
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        crc[i_4] = ~c_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        uint4 r_5 = rec[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        unsigned int w_5[4];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_5[0] = r_5.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_5[1] = r_5.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_5[2] = r_5.z;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_5[3] = r_5.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        unsigned int c_5 = 4294967295u;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        for (int k_5 = 0; k_5 < 16; k_5++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
            unsigned int byte_5 = (w_5[k_5 >> 2] >> (8 * (k_5 & 3))) & 255u;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
            c_5 = table[(c_5 ^ byte_5) & 255u] ^ (c_5 >> 8);
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        crc[i_5] = ~c_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        uint4 r_6 = rec[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        unsigned int w_6[4];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_6[0] = r_6.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_6[1] = r_6.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_6[2] = r_6.z;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_6[3] = r_6.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        unsigned int c_6 = 4294967295u;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        for (int k_6 = 0; k_6 < 16; k_6++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
            unsigned int byte_6 = (w_6[k_6 >> 2] >> (8 * (k_6 & 3))) & 255u;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
            c_6 = table[(c_6 ^ byte_6) & 255u] ^ (c_6 >> 8);
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        crc[i_6] = ~c_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        uint4 r_7 = rec[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        unsigned int w_7[4];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_7[0] = r_7.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_7[1] = r_7.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_7[2] = r_7.z;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w_7[3] = r_7.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        unsigned int c_7 = 4294967295u;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        for (int k_7 = 0; k_7 < 16; k_7++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
            unsigned int byte_7 = (w_7[k_7 >> 2] >> (8 * (k_7 & 3))) & 255u;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
            c_7 = table[(c_7 ^ byte_7) & 255u] ^ (c_7 >> 8);
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        crc[i_7] = ~c_7;
    }
}
