extern "C" __global__ void bin_sum_atomic_hand(const int* keys, const int* vals, int* sums, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/hand/bin_sum_atomic_hand.cu"
    __shared__ int bins[64];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/hand/bin_sum_atomic_hand.cu"
    int t = threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/hand/bin_sum_atomic_hand.cu"
    if (t < 64)
#line 11 "/work/main/.stage/main/benchmarks/heldout9/hand/bin_sum_atomic_hand.cu"
        bins[t] = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/hand/bin_sum_atomic_hand.cu"
    __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout9/hand/bin_sum_atomic_hand.cu"
    for (int i = blockIdx.x * blockDim.x + t; i < n; i += gridDim.x * blockDim.x)
#line 14 "/work/main/.stage/main/benchmarks/heldout9/hand/bin_sum_atomic_hand.cu"
        atomicAdd(&bins[keys[i]], vals[i]);
#line 15 "/work/main/.stage/main/benchmarks/heldout9/hand/bin_sum_atomic_hand.cu"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout9/hand/bin_sum_atomic_hand.cu"
    if (t < 64 && bins[t] != 0)
#line 17 "/work/main/.stage/main/benchmarks/heldout9/hand/bin_sum_atomic_hand.cu"
        atomicAdd(&sums[t], bins[t]);
}
