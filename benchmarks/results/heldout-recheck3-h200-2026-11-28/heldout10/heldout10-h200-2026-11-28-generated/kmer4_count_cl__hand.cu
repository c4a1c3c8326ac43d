extern "C" __global__ void kmer4_count_hand(const unsigned char* __restrict__ seq, int* __restrict__ counts, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/hand/kmer4_count_hand.cl"
    __shared__ int local_counts[256];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/hand/kmer4_count_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/hand/kmer4_count_hand.cl"
    local_counts[t] = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/hand/kmer4_count_hand.cl"
    __syncthreads();
#line 12 "/work/main/.stage/main/benchmarks/heldout10/hand/kmer4_count_hand.cl"
    for (int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x); i + 3 < n; i += (unsigned long long)(gridDim.x * blockDim.x)) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/hand/kmer4_count_hand.cl"
        unsigned int code = (((seq[i] >> 1) & 3u) << 6) | (((seq[i + 1] >> 1) & 3u) << 4) | (((seq[i + 2] >> 1) & 3u) << 2) | ((seq[i + 3] >> 1) & 3u);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/hand/kmer4_count_hand.cl"
        atomicAdd(&local_counts[code], 1);
    }
#line 17 "/work/main/.stage/main/benchmarks/heldout10/hand/kmer4_count_hand.cl"
    __syncthreads();
#line 18 "/work/main/.stage/main/benchmarks/heldout10/hand/kmer4_count_hand.cl"
    if (local_counts[t] != 0)
#line 19 "/work/main/.stage/main/benchmarks/heldout10/hand/kmer4_count_hand.cl"
        atomicAdd(&counts[t], local_counts[t]);
}
