extern "C" __global__ void dna_revcomp_u8_cf8x(const unsigned char* seq, unsigned char* rc, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        unsigned char b_4 = seq[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        unsigned char c_4 = b_4 == 65 ? 84 : b_4 == 84 ? 65 : b_4 == 67 ? 71 : b_4 == 71 ? 67 : 78;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        rc[n - 1 - i_4] = c_4;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        unsigned char b_5 = seq[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        unsigned char c_5 = b_5 == 65 ? 84 : b_5 == 84 ? 65 : b_5 == 67 ? 71 : b_5 == 71 ? 67 : 78;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        rc[n - 1 - i_5] = c_5;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        unsigned char b_6 = seq[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        unsigned char c_6 = b_6 == 65 ? 84 : b_6 == 84 ? 65 : b_6 == 67 ? 71 : b_6 == 71 ? 67 : 78;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        rc[n - 1 - i_6] = c_6;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        unsigned char b_7 = seq[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        unsigned char c_7 = b_7 == 65 ? 84 : b_7 == 84 ? 65 : b_7 == 67 ? 71 : b_7 == 71 ? 67 : 78;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/dna_revcomp_u8.cu"
        rc[n - 1 - i_7] = c_7;
    }
}
