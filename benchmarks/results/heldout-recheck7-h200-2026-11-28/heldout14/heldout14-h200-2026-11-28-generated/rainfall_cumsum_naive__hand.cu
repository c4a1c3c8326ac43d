extern "C" __global__ void rainfall_cumsum_naive_hand(const int* __restrict__ rain, int* __restrict__ total, int seg, int n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cu"
    __shared__ int warp_total[8];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cu"
    int t = threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cu"
    int lane = t & 31;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cu"
    int warp = t >> 5;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cu"
    int i = blockIdx.x * 256 + t;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cu"
    int x = i < n ? rain[i] : 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cu"
    for (int off = 1; off < 32; off <<= 1) {
#line 15 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cu"
        int y = __shfl_up_sync(4294967295u, x, off);
#line 16 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cu"
        if (lane >= off)
#line 17 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cu"
            x += y;
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cu"
    if (lane == 31)
#line 20 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cu"
        warp_total[warp] = x;
#line 21 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cu"
    __syncthreads();
#line 22 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cu"
    for (int w = 0; w < warp; w++)
#line 23 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cu"
        x += warp_total[w];
#line 24 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cu"
    if (i < n)
#line 25 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cu"
        total[i] = x;
}
