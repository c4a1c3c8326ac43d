extern "C" __global__ void hamming74_encode_u8(const unsigned char* nib, unsigned char* code, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        unsigned int v = nib[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        unsigned int d1 = v & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        unsigned int d2 = (v >> 1) & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        unsigned int d3 = (v >> 2) & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        unsigned int d4 = (v >> 3) & 1u;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        unsigned int p1 = d1 ^ d2 ^ d4;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        unsigned int p2 = d1 ^ d3 ^ d4;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        unsigned int p3 = d2 ^ d3 ^ d4;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cu"
        code[i] = (unsigned char)(p1 | (p2 << 1) | (d1 << 2) | (p3 << 3) | (d2 << 4) | (d3 << 5) | (d4 << 6));
    }
}
