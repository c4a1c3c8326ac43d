__device__ unsigned int base_code(unsigned char c) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
    return (c >> 1) & 3u;
}

extern "C" __global__ void kmer4_count_cf4x(const unsigned char* seq, int* counts, int n) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
    if (i_2 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
        unsigned int code_2 = (base_code(seq[i_2]) << 6) | (base_code(seq[i_2 + 1]) << 4) | (base_code(seq[i_2 + 2]) << 2) | base_code(seq[i_2 + 3]);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
        atomicAdd(&counts[code_2], 1);
    }
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
    if (i_3 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
        unsigned int code_3 = (base_code(seq[i_3]) << 6) | (base_code(seq[i_3 + 1]) << 4) | (base_code(seq[i_3 + 2]) << 2) | base_code(seq[i_3 + 3]);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
        atomicAdd(&counts[code_3], 1);
    }
}
