extern "C" __global__ void dna_revcomp_u8(const unsigned char* seq, unsigned char* rc, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        unsigned char b = seq[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        unsigned char c = b == 65 ? 84 : b == 84 ? 65 : b == 67 ? 71 : b == 71 ? 67 : 78;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        rc[n - 1 - i] = c;
    }
}
