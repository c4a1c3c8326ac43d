extern "C" __global__ void kmer4_count_hand(const unsigned char* __restrict__ seq, int* __restrict__ counts, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/hand/kmer4_count_hand.cu"
    __shared__ int local[256];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/hand/kmer4_count_hand.cu"
    int t = threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/hand/kmer4_count_hand.cu"
    local[t] = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/hand/kmer4_count_hand.cu"
    __syncthreads();
#line 12 "/work/main/.stage/main/benchmarks/heldout10/hand/kmer4_count_hand.cu"
    for (int i = blockIdx.x * blockDim.x + t; i + 3 < n; i += gridDim.x * blockDim.x) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/hand/kmer4_count_hand.cu"
        unsigned int code = (((__ldg(seq + i) >> 1) & 3u) << 6) | (((__ldg(seq + i + 1) >> 1) & 3u) << 4) | (((__ldg(seq + i + 2) >> 1) & 3u) << 2) | ((__ldg(seq + i + 3) >> 1) & 3u);
#line 17 "/work/main/.stage/main/benchmarks/heldout10/hand/kmer4_count_hand.cu"
        atomicAdd(&local[code], 1);
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout10/hand/kmer4_count_hand.cu"
    __syncthreads();
#line 20 "/work/main/.stage/main/benchmarks/heldout10/hand/kmer4_count_hand.cu"
    if (local[t] != 0)
#line 21 "/work/main/.stage/main/benchmarks/heldout10/hand/kmer4_count_hand.cu"
        atomicAdd(&counts[t], local[t]);
}
