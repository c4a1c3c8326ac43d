extern "C" __global__ void block_max_thread0_hand(const float* __restrict__ x, float* __restrict__ bmax, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/hand/block_max_thread0_hand.cl"
    __shared__ float vals[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/hand/block_max_thread0_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/hand/block_max_thread0_hand.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/hand/block_max_thread0_hand.cl"
    vals[t] = i < n ? x[i] : -3.4e38f;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/hand/block_max_thread0_hand.cl"
    __syncthreads();
#line 12 "/work/main/.stage/main/benchmarks/heldout12/hand/block_max_thread0_hand.cl"
    for (int span = 128; span > 0; span >>= 1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout12/hand/block_max_thread0_hand.cl"
        if (t < span)
#line 14 "/work/main/.stage/main/benchmarks/heldout12/hand/block_max_thread0_hand.cl"
            vals[t] = fmaxf(vals[t], vals[t + span]);
#line 15 "/work/main/.stage/main/benchmarks/heldout12/hand/block_max_thread0_hand.cl"
        __syncthreads();
    }
#line 17 "/work/main/.stage/main/benchmarks/heldout12/hand/block_max_thread0_hand.cl"
    if (t == 0)
#line 18 "/work/main/.stage/main/benchmarks/heldout12/hand/block_max_thread0_hand.cl"
        bmax[(unsigned long long)blockIdx.x] = vals[0];
}
