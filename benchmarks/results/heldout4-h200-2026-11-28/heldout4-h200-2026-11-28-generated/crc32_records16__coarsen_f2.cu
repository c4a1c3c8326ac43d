extern "C" __global__ void crc32_records16_cf2x(const uint4* rec, const unsigned int* table, unsigned int* crc, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        uint4 r_0 = rec[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        unsigned int w_0[4];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        w_0[0] = r_0.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        w_0[1] = r_0.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        w_0[2] = r_0.z;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        w_0[3] = r_0.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        unsigned int c_0 = 4294967295u;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        for (int k_0 = 0; k_0 < 16; k_0++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
            unsigned int byte_0 = (w_0[k_0 >> 2] >> (8 * (k_0 & 3))) & 255u;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
            c_0 = table[(c_0 ^ byte_0) & 255u] ^ (c_0 >> 8);
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        crc[i_0] = ~c_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        uint4 r_1 = rec[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        unsigned int w_1[4];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        w_1[0] = r_1.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        w_1[1] = r_1.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        w_1[2] = r_1.z;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        w_1[3] = r_1.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        unsigned int c_1 = 4294967295u;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        for (int k_1 = 0; k_1 < 16; k_1++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
            unsigned int byte_1 = (w_1[k_1 >> 2] >> (8 * (k_1 & 3))) & 255u;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
            c_1 = table[(c_1 ^ byte_1) & 255u] ^ (c_1 >> 8);
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        crc[i_1] = ~c_1;
    }
}
