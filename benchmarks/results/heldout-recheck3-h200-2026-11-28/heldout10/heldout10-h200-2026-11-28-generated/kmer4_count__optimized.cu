__device__ unsigned int base_code(unsigned char c) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
    return (c >> 1) & 3u;
}

extern "C" __global__ void kmer4_count_opt(const unsigned char* seq, int* counts, int n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
    __shared__ int counts_priv[256];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 256; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
        counts_priv[p] = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
    __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
    for (int blk = 0; blk < 64; blk++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
        int i = (blockIdx.x * 64u + (unsigned int)blk) * blockDim.x + threadIdx.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
        if (i + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            unsigned int code = (base_code(seq[i]) << 6) | (base_code(seq[i + 1]) << 4) | (base_code(seq[i + 2]) << 2) | base_code(seq[i + 3]);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            atomicAdd(&counts_priv[code], 1);
        }
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
    __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 256; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
        if (counts_priv[p] != 0)
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            atomicAdd(&counts[p], counts_priv[p]);
}
