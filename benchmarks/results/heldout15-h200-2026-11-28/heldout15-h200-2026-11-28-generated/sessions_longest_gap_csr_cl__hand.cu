extern "C" __global__ void sessions_longest_gap_csr_hand(const int* __restrict__ offsets, const int* __restrict__ times, int* __restrict__ gap, int users) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cl"
    __shared__ int part[256];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cl"
    int tid = (unsigned long long)threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cl"
    int lane = tid & 31;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cl"
    int u = (unsigned long long)blockIdx.x * 8 + (tid >> 5);
#line 13 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cl"
    int best = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cl"
    if (u < users) {
#line 15 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cl"
        int end = offsets[u + 1];
#line 16 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cl"
        for (int j = offsets[u] + 1 + lane; j < end; j += 32) {
#line 17 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cl"
            int d = times[j] - times[j - 1];
#line 18 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cl"
            best = d > best ? d : best;
        }
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cl"
    part[tid] = best;
#line 22 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cl"
    __syncthreads();
#line 23 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cl"
    for (int span = 16; span > 0; span >>= 1) {
#line 24 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cl"
        if (lane < span) {
#line 25 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cl"
            int o = part[tid + span];
#line 26 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cl"
            if (o > part[tid])
#line 27 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cl"
                part[tid] = o;
        }
#line 29 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cl"
        __syncthreads();
    }
#line 31 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cl"
    if (lane == 0 && u < users)
#line 32 "/work/main/.stage/main/benchmarks/heldout15/hand/sessions_longest_gap_csr_hand.cl"
        gap[u] = part[tid];
}
