extern "C" __global__ void sessions_longest_gap_csr_hand(const int* __restrict__ offsets, const int* __restrict__ times, int* __restrict__ gap, int users) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cu"
    __shared__ int part[256];
#line 11 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cu"
    int lane = threadIdx.x & 31;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cu"
    int u = blockIdx.x * 8 + (threadIdx.x >> 5);
#line 13 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cu"
    int best = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cu"
    if (u < users) {
#line 15 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cu"
        int end = offsets[u + 1];
#line 16 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cu"
        for (int j = offsets[u] + 1 + lane; j < end; j += 32) {
#line 17 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cu"
            int d = times[j] - times[j - 1];
#line 18 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cu"
            best = d > best ? d : best;
        }
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cu"
    part[threadIdx.x] = best;
#line 22 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cu"
    __syncthreads();
#line 23 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cu"
    for (int span = 16; span > 0; span >>= 1) {
#line 24 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cu"
        if (lane < span) {
#line 25 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cu"
            int o = part[threadIdx.x + span];
#line 26 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cu"
            if (o > part[threadIdx.x])
#line 27 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cu"
                part[threadIdx.x] = o;
        }
#line 29 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cu"
        __syncthreads();
    }
#line 31 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cu"
    if (lane == 0 && u < users)
#line 32 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cu"
        gap[u] = part[threadIdx.x];
}
