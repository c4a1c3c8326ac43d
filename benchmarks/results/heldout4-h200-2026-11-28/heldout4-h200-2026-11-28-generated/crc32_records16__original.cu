extern "C" __global__ void crc32_records16(const uint4* rec, const unsigned int* table, unsigned int* crc, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        uint4 r = rec[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        unsigned int w[4];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        w[0] = r.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        w[1] = r.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        w[2] = r.z;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        w[3] = r.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        unsigned int c = 4294967295u;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        for (int k = 0; k < 16; k++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
            unsigned int byte = (w[k >> 2] >> (8 * (k & 3))) & 255u;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
            c = table[(c ^ byte) & 255u] ^ (c >> 8);
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cu"
        crc[i] = ~c;
    }
}
