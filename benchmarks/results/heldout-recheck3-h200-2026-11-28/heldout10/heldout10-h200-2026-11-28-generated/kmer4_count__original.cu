__device__ unsigned int base_code(unsigned char c) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
    return (c >> 1) & 3u;
}

extern "C" __global__ void kmer4_count(const unsigned char* seq, int* counts, int n) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
    if (i + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
        unsigned int code = (base_code(seq[i]) << 6) | (base_code(seq[i + 1]) << 4) | (base_code(seq[i + 2]) << 2) | base_code(seq[i + 3]);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
        atomicAdd(&counts[code], 1);
    }
}
