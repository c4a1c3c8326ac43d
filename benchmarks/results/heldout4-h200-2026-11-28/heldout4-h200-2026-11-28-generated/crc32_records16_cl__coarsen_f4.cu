extern "C" __global__ void crc32_records16_cf4x(const uint4* rec, const unsigned int* table, unsigned int* crc, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
}
