extern "C" __global__ void block_max_thread0_hand(const float* __restrict__ x, float* __restrict__ bmax, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/hand/block_max_thread0_hand.cu"
    __shared__ float vals[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/hand/block_max_thread0_hand.cu"
    int t = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/hand/block_max_thread0_hand.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/hand/block_max_thread0_hand.cu"
    vals[t] = i < n ? x[i] : -3.4e38f;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/hand/block_max_thread0_hand.cu"
    __syncthreads();
#line 12 "/work/main/.stage/main/benchmarks/heldout12/hand/block_max_thread0_hand.cu"
    for (int span = 128; span > 0; span >>= 1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout12/hand/block_max_thread0_hand.cu"
        if (t < span)
#line 14 "/work/main/.stage/main/benchmarks/heldout12/hand/block_max_thread0_hand.cu"
            vals[t] = fmaxf(vals[t], vals[t + span]);
#line 15 "/work/main/.stage/main/benchmarks/heldout12/hand/block_max_thread0_hand.cu"
        __syncthreads();
    }
#line 17 "/work/main/.stage/main/benchmarks/heldout12/hand/block_max_thread0_hand.cu"
    if (t == 0)
#line 18 "/work/main/.stage/main/benchmarks/heldout12/hand/block_max_thread0_hand.cu"
        bmax[blockIdx.x] = vals[0];
}
