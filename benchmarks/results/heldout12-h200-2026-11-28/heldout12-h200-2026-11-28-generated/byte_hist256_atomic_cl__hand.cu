extern "C" __global__ void byte_hist256_atomic_hand(const unsigned char* __restrict__ data, int* __restrict__ hist, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/hand/byte_hist256_atomic_hand.cl"
    __shared__ int local_hist[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/hand/byte_hist256_atomic_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/hand/byte_hist256_atomic_hand.cl"
    local_hist[t] = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/hand/byte_hist256_atomic_hand.cl"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout12/hand/byte_hist256_atomic_hand.cl"
    for (int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x); i < n; i += (unsigned long long)(gridDim.x * blockDim.x))
#line 12 "/work/main/.stage/main/benchmarks/heldout12/hand/byte_hist256_atomic_hand.cl"
        atomicAdd(&local_hist[data[i]], 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout12/hand/byte_hist256_atomic_hand.cl"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout12/hand/byte_hist256_atomic_hand.cl"
    if (local_hist[t] != 0)
#line 15 "/work/main/.stage/main/benchmarks/heldout12/hand/byte_hist256_atomic_hand.cl"
        atomicAdd(&hist[t], local_hist[t]);
}
