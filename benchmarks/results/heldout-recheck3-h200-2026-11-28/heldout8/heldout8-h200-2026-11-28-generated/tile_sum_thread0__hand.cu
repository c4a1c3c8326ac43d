extern "C" __global__ void tile_sum_thread0_hand(const float* x, float* partial, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cu"
    __shared__ float warp_sum[8];
#line 7 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cu"
    int t = threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cu"
    int i = blockIdx.x * 256 + t;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cu"
    float v = i < n ? x[i] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cu"
    for (int off = 16; off > 0; off >>= 1)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cu"
        v += __shfl_xor_sync(4294967295u, v, off);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cu"
    if (t % 32 == 0)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cu"
        warp_sum[t / 32] = v;
#line 14 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cu"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cu"
    if (t < 32) {
#line 16 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cu"
        v = t < 8 ? warp_sum[t] : 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cu"
        for (int off_1 = 4; off_1 > 0; off_1 >>= 1)
#line 18 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cu"
            v += __shfl_xor_sync(4294967295u, v, off_1);
#line 19 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cu"
        if (t == 0)
#line 20 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_sum_thread0_hand.cu"
            partial[blockIdx.x] = v;
    }
}
