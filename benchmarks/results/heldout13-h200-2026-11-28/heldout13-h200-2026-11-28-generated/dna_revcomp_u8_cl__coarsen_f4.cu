extern "C" __global__ void dna_revcomp_u8_cf4x(const unsigned char* seq, unsigned char* rc, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cl"
        unsigned char b_2 = seq[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cl"
        unsigned char c_2 = b_2 == 65 ? 84 : b_2 == 84 ? 65 : b_2 == 67 ? 71 : b_2 == 71 ? 67 : 78;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cl"
        rc[n - 1 - i_2] = c_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cl"
        unsigned char b_3 = seq[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cl"
        unsigned char c_3 = b_3 == 65 ? 84 : b_3 == 84 ? 65 : b_3 == 67 ? 71 : b_3 == 71 ? 67 : 78;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cl"
        rc[n - 1 - i_3] = c_3;
    }
}
