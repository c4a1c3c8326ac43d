extern "C" __global__ void crc32_records16(const uint4* rec, const unsigned int* table, unsigned int* crc, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        uint4 r = rec[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        unsigned int w[4];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w[0] = r.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w[1] = r.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w[2] = r.z;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        w[3] = r.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        unsigned int c = 4294967295u;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        for (int k = 0; k < 16; k++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
            unsigned int byte = (w[k >> 2] >> (8 * (k & 3))) & 255u;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
            c = table[(c ^ byte) & 255u] ^ (c >> 8);
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/crc32_records16.cl"
        crc[i] = ~c;
    }
}
