extern "C" __global__ void level_tally_per_thread_hand(const unsigned char* __restrict__ data, int* __restrict__ tally, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/hand/level_tally_per_thread_hand.cu"
    __shared__ int bins[64];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/hand/level_tally_per_thread_hand.cu"
    int t = threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/hand/level_tally_per_thread_hand.cu"
    if (t < 64)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/hand/level_tally_per_thread_hand.cu"
        bins[t] = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/hand/level_tally_per_thread_hand.cu"
    __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout13/hand/level_tally_per_thread_hand.cu"
    int stride = gridDim.x * blockDim.x;
#line 14 "/work/main/.stage/main/benchmarks/heldout13/hand/level_tally_per_thread_hand.cu"
    int first = blockIdx.x * blockDim.x + t;
#line 15 "/work/main/.stage/main/benchmarks/heldout13/hand/level_tally_per_thread_hand.cu"
    int quads = n >> 2;
#line 16 "/work/main/.stage/main/benchmarks/heldout13/hand/level_tally_per_thread_hand.cu"
    const uchar4* d4 = (const uchar4*)data;
#line 17 "/work/main/.stage/main/benchmarks/heldout13/hand/level_tally_per_thread_hand.cu"
    for (int q = first; q < quads; q += stride) {
#line 18 "/work/main/.stage/main/benchmarks/heldout13/hand/level_tally_per_thread_hand.cu"
        uchar4 b = d4[q];
#line 19 "/work/main/.stage/main/benchmarks/heldout13/hand/level_tally_per_thread_hand.cu"
        atomicAdd(&bins[b.x & 63], b.x < 64 ? 1 : 0);
#line 20 "/work/main/.stage/main/benchmarks/heldout13/hand/level_tally_per_thread_hand.cu"
        atomicAdd(&bins[b.y & 63], b.y < 64 ? 1 : 0);
#line 21 "/work/main/.stage/main/benchmarks/heldout13/hand/level_tally_per_thread_hand.cu"
        atomicAdd(&bins[b.z & 63], b.z < 64 ? 1 : 0);
#line 22 "/work/main/.stage/main/benchmarks/heldout13/hand/level_tally_per_thread_hand.cu"
        atomicAdd(&bins[b.w & 63], b.w < 64 ? 1 : 0);
    }
#line 24 "/work/main/.stage/main/benchmarks/heldout13/hand/level_tally_per_thread_hand.cu"
    for (int i = 4 * quads + first; i < n; i += stride)
#line 25 "/work/main/.stage/main/benchmarks/heldout13/hand/level_tally_per_thread_hand.cu"
        atomicAdd(&bins[data[i] & 63], data[i] < 64 ? 1 : 0);
#line 26 "/work/main/.stage/main/benchmarks/heldout13/hand/level_tally_per_thread_hand.cu"
    __syncthreads();
#line 27 "/work/main/.stage/main/benchmarks/heldout13/hand/level_tally_per_thread_hand.cu"
    if (t < 64 && bins[t] != 0)
#line 28 "/work/main/.stage/main/benchmarks/heldout13/hand/level_tally_per_thread_hand.cu"
        atomicAdd(&tally[t], bins[t]);
}
