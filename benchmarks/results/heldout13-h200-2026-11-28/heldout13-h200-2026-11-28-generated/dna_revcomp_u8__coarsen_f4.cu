extern "C" __global__ void dna_revcomp_u8_cf4x(const unsigned char* seq, unsigned char* rc, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        unsigned char b_0 = seq[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        unsigned char c_0 = b_0 == 65 ? 84 : b_0 == 84 ? 65 : b_0 == 67 ? 71 : b_0 == 71 ? 67 : 78;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        rc[n - 1 - i_0] = c_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        unsigned char b_1 = seq[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        unsigned char c_1 = b_1 == 65 ? 84 : b_1 == 84 ? 65 : b_1 == 67 ? 71 : b_1 == 71 ? 67 : 78;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        rc[n - 1 - i_1] = c_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        unsigned char b_2 = seq[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        unsigned char c_2 = b_2 == 65 ? 84 : b_2 == 84 ? 65 : b_2 == 67 ? 71 : b_2 == 71 ? 67 : 78;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        rc[n - 1 - i_2] = c_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        unsigned char b_3 = seq[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        unsigned char c_3 = b_3 == 65 ? 84 : b_3 == 84 ? 65 : b_3 == 67 ? 71 : b_3 == 71 ? 67 : 78;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        rc[n - 1 - i_3] = c_3;
    }
}
