extern "C" __global__ void tile_sum_thread0_hand(const float* x, float* partial, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cl"
    __shared__ float s[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cl"
    int i = (unsigned long long)blockIdx.x * 256 + t;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cl"
    s[t] = i < n ? x[i] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cl"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cl"
    for (int st = 128; st > 0; st >>= 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cl"
        if (t < st)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cl"
            s[t] += s[t + st];
#line 14 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cl"
        __syncthreads();
    }
#line 16 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cl"
    if (t == 0)
#line 17 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cl"
        partial[(unsigned long long)blockIdx.x] = s[0];
}
