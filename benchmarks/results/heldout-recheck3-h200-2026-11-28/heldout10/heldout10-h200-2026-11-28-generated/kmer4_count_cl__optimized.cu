__device__ unsigned int base_code(unsigned char c) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    return (c >> 1) & 3u;
}

extern "C" __global__ void kmer4_count_opt(const unsigned char* seq, int* counts, int n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    __shared__ int counts_priv[256];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 256; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
        counts_priv[p] = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    for (int blk = 0; blk < 64; blk++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
        int i = ((unsigned long long)blockIdx.x * 64ull + (unsigned long long)blk) * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
        if (i + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
            unsigned int code = (base_code(seq[i]) << 6) | (base_code(seq[i + 1]) << 4) | (base_code(seq[i + 2]) << 2) | base_code(seq[i + 3]);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
            atomicAdd(&counts_priv[code], 1);
        }
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 256; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
        if (counts_priv[p] != 0)
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cl"
            atomicAdd(&counts[p], counts_priv[p]);
}
