extern "C" __global__ void parity_tally2_hand(const int* __restrict__ v, int* __restrict__ counts, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cu"
    __shared__ int block_odd;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cu"
    __shared__ int block_seen;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cu"
    int t = threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cu"
    if (t == 0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cu"
        block_odd = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cu"
        block_seen = 0;
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cu"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cu"
    int odd = 0;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cu"
    int seen = 0;
#line 16 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cu"
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
#line 17 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cu"
        odd += v[i] & 1;
#line 18 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cu"
        seen += 1;
    }
#line 20 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cu"
    atomicAdd(&block_odd, odd);
#line 21 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cu"
    atomicAdd(&block_seen, seen);
#line 22 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cu"
    __syncthreads();
#line 23 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cu"
    if (t == 0) {
#line 24 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cu"
        atomicAdd(&counts[0], block_seen - block_odd);
#line 25 "/work/main/.stage/main/benchmarks/heldout12/hand/parity_tally2_hand.cu"
        atomicAdd(&counts[1], block_odd);
    }
}
