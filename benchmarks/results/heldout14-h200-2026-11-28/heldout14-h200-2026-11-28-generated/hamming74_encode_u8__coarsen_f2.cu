extern "C" __global__ void hamming74_encode_u8_cf2x(const unsigned char* nib, unsigned char* code, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        unsigned int v_0 = nib[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        unsigned int d1_0 = v_0 & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        unsigned int d2_0 = (v_0 >> 1) & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        unsigned int d3_0 = (v_0 >> 2) & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        unsigned int d4_0 = (v_0 >> 3) & 1u;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        unsigned int p1_0 = d1_0 ^ d2_0 ^ d4_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        unsigned int p2_0 = d1_0 ^ d3_0 ^ d4_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        unsigned int p3_0 = d2_0 ^ d3_0 ^ d4_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        code[i_0] = (unsigned char)(p1_0 | (p2_0 << 1) | (d1_0 << 2) | (p3_0 << 3) | (d2_0 << 4) | (d3_0 << 5) | (d4_0 << 6));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        unsigned int v_1 = nib[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        unsigned int d1_1 = v_1 & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        unsigned int d2_1 = (v_1 >> 1) & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        unsigned int d3_1 = (v_1 >> 2) & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        unsigned int d4_1 = (v_1 >> 3) & 1u;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        unsigned int p1_1 = d1_1 ^ d2_1 ^ d4_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        unsigned int p2_1 = d1_1 ^ d3_1 ^ d4_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        unsigned int p3_1 = d2_1 ^ d3_1 ^ d4_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        code[i_1] = (unsigned char)(p1_1 | (p2_1 << 1) | (d1_1 << 2) | (p3_1 << 3) | (d2_1 << 4) | (d3_1 << 5) | (d4_1 << 6));
    }
}
