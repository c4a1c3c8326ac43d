extern "C" __global__ void bin_sum_atomic_hand(const int* keys, const int* vals, int* sums, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/hand/bin_sum_atomic_hand.cl"
    __shared__ int bins[64];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/hand/bin_sum_atomic_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/hand/bin_sum_atomic_hand.cl"
    if (t < 64)
#line 11 "/work/main/.stage/main/benchmarks/heldout9/hand/bin_sum_atomic_hand.cl"
        bins[t] = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/hand/bin_sum_atomic_hand.cl"
    __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout9/hand/bin_sum_atomic_hand.cl"
    for (int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + t; i < n; i += (unsigned long long)gridDim.x * (unsigned long long)blockDim.x)
#line 15 "/work/main/.stage/main/benchmarks/heldout9/hand/bin_sum_atomic_hand.cl"
        atomicAdd(&bins[keys[i]], vals[i]);
#line 16 "/work/main/.stage/main/benchmarks/heldout9/hand/bin_sum_atomic_hand.cl"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout9/hand/bin_sum_atomic_hand.cl"
    if (t < 64 && bins[t] != 0)
#line 18 "/work/main/.stage/main/benchmarks/heldout9/hand/bin_sum_atomic_hand.cl"
        atomicAdd(&sums[t], bins[t]);
}
