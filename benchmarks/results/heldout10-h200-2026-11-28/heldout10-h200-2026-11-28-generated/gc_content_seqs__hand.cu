__device__ int g_or_c(unsigned int w) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
    int n = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
    for (int k = 0; k < 4; k++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
        unsigned int c = (w >> (8 * k)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
        n += (c == 'G') | (c == 'C');
    }
#line 13 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
    return n;
}

extern "C" __global__ void gc_content_seqs_hand(const unsigned char* __restrict__ seq, int* __restrict__ gc, int seqs, int length) {
#line 19 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
    __shared__ int warp_counts[32];
#line 20 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
    int s = blockIdx.y;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
    const unsigned int* words = (const unsigned int*)(seq + (unsigned long long)s * length);
#line 22 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
    int nwords = length / 4;
#line 23 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
    int count = 0;
#line 24 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
    for (int w = blockIdx.x * blockDim.x + threadIdx.x; w < nwords; w += gridDim.x * blockDim.x)
#line 25 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
        count += g_or_c(__ldg(words + w));
#line 26 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
    for (int off = 16; off > 0; off >>= 1)
#line 27 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
        count += __shfl_xor_sync(4294967295u, count, off);
#line 28 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
    int lane = threadIdx.x & 31;
#line 28 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
    int warp = threadIdx.x >> 5;
#line 29 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
    if (lane == 0)
#line 30 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
        warp_counts[warp] = count;
#line 31 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
    __syncthreads();
#line 32 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
    if (threadIdx.x == 0 && s < seqs) {
#line 33 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
        int total = 0;
#line 34 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
        for (int k = 0; k < (int)(blockDim.x >> 5); k++)
#line 35 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
            total += warp_counts[k];
#line 36 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
        if (total != 0)
#line 37 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cu"
            atomicAdd(&gc[s], total);
    }
}
