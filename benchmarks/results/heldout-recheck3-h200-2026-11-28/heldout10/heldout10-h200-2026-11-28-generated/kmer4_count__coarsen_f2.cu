__device__ unsigned int base_code(unsigned char c) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
    return (c >> 1) & 3u;
}

extern "C" __global__ void kmer4_count_cf2x(const unsigned char* seq, int* counts, int n) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
    if (i_0 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
        unsigned int code_0 = (base_code(seq[i_0]) << 6) | (base_code(seq[i_0 + 1]) << 4) | (base_code(seq[i_0 + 2]) << 2) | base_code(seq[i_0 + 3]);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
        atomicAdd(&counts[code_0], 1);
    }
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
    if (i_1 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
        unsigned int code_1 = (base_code(seq[i_1]) << 6) | (base_code(seq[i_1 + 1]) << 4) | (base_code(seq[i_1 + 2]) << 2) | base_code(seq[i_1 + 3]);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
        atomicAdd(&counts[code_1], 1);
    }
}
