extern "C" __global__ void chunk_abssum_thread0_hand(const float* x, float* sums, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cu"
    __shared__ float warp_total[8];
#line 6 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cu"
    int t = threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cu"
    int lane = t & 31;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cu"
    int warp = t >> 5;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cu"
    int i = blockIdx.x * 256 + t;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cu"
    float v = i < n ? fabsf(x[i]) : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cu"
    for (int off = 16; off > 0; off >>= 1)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cu"
        v += __shfl_down_sync(4294967295u, v, off);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cu"
    if (lane == 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cu"
        warp_total[warp] = v;
#line 13 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cu"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cu"
    if (warp == 0) {
#line 15 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cu"
        v = lane < 8 ? warp_total[lane] : 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cu"
        for (int off_1 = 4; off_1 > 0; off_1 >>= 1)
#line 17 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cu"
            v += __shfl_down_sync(4294967295u, v, off_1);
#line 18 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cu"
        if (lane == 0)
#line 19 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cu"
            sums[blockIdx.x] = v;
    }
}
