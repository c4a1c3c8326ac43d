extern "C" __global__ void parity_tally2_hand(const int* __restrict__ v, int* __restrict__ counts, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cl"
    __shared__ int block_odd;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cl"
    __shared__ int block_seen;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cl"
    if (t == 0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cl"
        block_odd = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cl"
        block_seen = 0;
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cl"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cl"
    int odd = 0;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cl"
    int seen = 0;
#line 16 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cl"
    for (int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x); i < n; i += (unsigned long long)(gridDim.x * blockDim.x)) {
#line 17 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cl"
        odd += v[i] & 1;
#line 18 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cl"
        seen += 1;
    }
#line 20 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cl"
    atomicAdd(&block_odd, odd);
#line 21 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cl"
    atomicAdd(&block_seen, seen);
#line 22 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cl"
    __syncthreads();
#line 23 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cl"
    if (t == 0) {
#line 24 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cl"
        atomicAdd(&counts[0], block_seen - block_odd);
#line 25 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cl"
        atomicAdd(&counts[1], block_odd);
    }
}
