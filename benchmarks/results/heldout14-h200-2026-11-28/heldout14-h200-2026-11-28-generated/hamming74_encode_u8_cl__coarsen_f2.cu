extern "C" __global__ void hamming74_encode_u8_cf2x(const unsigned char* nib, unsigned char* code, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        unsigned int v_0 = nib[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        unsigned int d1_0 = v_0 & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        unsigned int d2_0 = (v_0 >> 1) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        unsigned int d3_0 = (v_0 >> 2) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        unsigned int d4_0 = (v_0 >> 3) & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        unsigned int p1_0 = d1_0 ^ d2_0 ^ d4_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        unsigned int p2_0 = d1_0 ^ d3_0 ^ d4_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        unsigned int p3_0 = d2_0 ^ d3_0 ^ d4_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        code[i_0] = (unsigned char)(p1_0 | (p2_0 << 1) | (d1_0 << 2) | (p3_0 << 3) | (d2_0 << 4) | (d3_0 << 5) | (d4_0 << 6));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        unsigned int v_1 = nib[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        unsigned int d1_1 = v_1 & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        unsigned int d2_1 = (v_1 >> 1) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        unsigned int d3_1 = (v_1 >> 2) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        unsigned int d4_1 = (v_1 >> 3) & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        unsigned int p1_1 = d1_1 ^ d2_1 ^ d4_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        unsigned int p2_1 = d1_1 ^ d3_1 ^ d4_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        unsigned int p3_1 = d2_1 ^ d3_1 ^ d4_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        code[i_1] = (unsigned char)(p1_1 | (p2_1 << 1) | (d1_1 << 2) | (p3_1 << 3) | (d2_1 << 4) | (d3_1 << 5) | (d4_1 << 6));
    }
}
