extern "C" __global__ void dna_revcomp_u8_cf2x(const unsigned char* seq, unsigned char* rc, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cl"
        unsigned char b_0 = seq[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cl"
        unsigned char c_0 = b_0 == 65 ? 84 : b_0 == 84 ? 65 : b_0 == 67 ? 71 : b_0 == 71 ? 67 : 78;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cl"
        rc[n - 1 - i_0] = c_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cl"
        unsigned char b_1 = seq[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cl"
        unsigned char c_1 = b_1 == 65 ? 84 : b_1 == 84 ? 65 : b_1 == 67 ? 71 : b_1 == 71 ? 67 : 78;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cl"
        rc[n - 1 - i_1] = c_1;
    }
}
