__device__ unsigned int base_code(unsigned char c) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    return (c >> 1) & 3u;
}

extern "C" __global__ void kmer4_count_cf4x(const unsigned char* seq, int* counts, int n) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    if (i_0 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
        unsigned int code_0 = (base_code(seq[i_0]) << 6) | (base_code(seq[i_0 + 1]) << 4) | (base_code(seq[i_0 + 2]) << 2) | base_code(seq[i_0 + 3]);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
        atomicAdd(&counts[code_0], 1);
    }
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    if (i_1 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
        unsigned int code_1 = (base_code(seq[i_1]) << 6) | (base_code(seq[i_1 + 1]) << 4) | (base_code(seq[i_1 + 2]) << 2) | base_code(seq[i_1 + 3]);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
        atomicAdd(&counts[code_1], 1);
    }
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    if (i_2 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
        unsigned int code_2 = (base_code(seq[i_2]) << 6) | (base_code(seq[i_2 + 1]) << 4) | (base_code(seq[i_2 + 2]) << 2) | base_code(seq[i_2 + 3]);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
        atomicAdd(&counts[code_2], 1);
    }
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    if (i_3 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
        unsigned int code_3 = (base_code(seq[i_3]) << 6) | (base_code(seq[i_3 + 1]) << 4) | (base_code(seq[i_3 + 2]) << 2) | base_code(seq[i_3 + 3]);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
        atomicAdd(&counts[code_3], 1);
    }
}
