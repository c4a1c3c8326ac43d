__device__ unsigned int base_code(unsigned char c) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    return (c >> 1) & 3u;
}

extern "C" __global__ void kmer4_count_cf8x(const unsigned char* seq, int* counts, int n) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    if (i_4 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
        unsigned int code_4 = (base_code(seq[i_4]) << 6) | (base_code(seq[i_4 + 1]) << 4) | (base_code(seq[i_4 + 2]) << 2) | base_code(seq[i_4 + 3]);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
        atomicAdd(&counts[code_4], 1);
    }
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    if (i_5 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
        unsigned int code_5 = (base_code(seq[i_5]) << 6) | (base_code(seq[i_5 + 1]) << 4) | (base_code(seq[i_5 + 2]) << 2) | base_code(seq[i_5 + 3]);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
        atomicAdd(&counts[code_5], 1);
    }
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    if (i_6 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
        unsigned int code_6 = (base_code(seq[i_6]) << 6) | (base_code(seq[i_6 + 1]) << 4) | (base_code(seq[i_6 + 2]) << 2) | base_code(seq[i_6 + 3]);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
        atomicAdd(&counts[code_6], 1);
    }
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    if (i_7 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
        unsigned int code_7 = (base_code(seq[i_7]) << 6) | (base_code(seq[i_7 + 1]) << 4) | (base_code(seq[i_7 + 2]) << 2) | base_code(seq[i_7 + 3]);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
        atomicAdd(&counts[code_7], 1);
    }
}
