extern "C" __global__ void wrap_sum_u32_oneblock_hand(const unsigned int* __restrict__ w, unsigned int* __restrict__ total, int n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cu"
    __shared__ unsigned int warp_sums[8];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cu"
    int t = threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cu"
    int stride = gridDim.x * blockDim.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cu"
    int first = blockIdx.x * blockDim.x + t;
#line 13 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cu"
    unsigned int s = 0u;
#line 14 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cu"
    int quads = n >> 2;
#line 15 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cu"
    const uint4* w4 = (const uint4*)w;
#line 16 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cu"
    for (int q = first; q < quads; q += stride) {
#line 17 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cu"
        uint4 v = w4[q];
#line 18 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cu"
        s += v.x + v.y + v.z + v.w;
    }
#line 20 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cu"
    for (int i = 4 * quads + first; i < n; i += stride)
#line 21 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cu"
        s += w[i];
#line 22 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cu"
    for (int off = 16; off > 0; off >>= 1)
#line 23 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cu"
        s += __shfl_down_sync(4294967295u, s, off);
#line 24 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cu"
    if ((t & 31) == 0)
#line 25 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cu"
        warp_sums[t >> 5] = s;
#line 26 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cu"
    __syncthreads();
#line 27 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cu"
    if (t < 32) {
#line 28 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cu"
        s = t < 8 ? warp_sums[t] : 0u;
#line 29 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cu"
        for (int off_1 = 4; off_1 > 0; off_1 >>= 1)
#line 30 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cu"
            s += __shfl_down_sync(4294967295u, s, off_1);
#line 31 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cu"
        if (t == 0)
#line 32 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cu"
            atomicAdd(total, s);
    }
}
