extern "C" __global__ void wrap_sum_u32_oneblock_hand(const unsigned int* __restrict__ w, unsigned int* __restrict__ total, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cl"
    __shared__ unsigned int part[256];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cl"
    int stride = (unsigned long long)(gridDim.x * blockDim.x);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cl"
    int first = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 12 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cl"
    unsigned int s = 0u;
#line 13 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cl"
    int quads = n >> 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cl"
    const uint4* w4 = (const uint4*)w;
#line 15 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cl"
    for (int q = first; q < quads; q += stride) {
#line 16 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cl"
        uint4 v = w4[q];
#line 17 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cl"
        s += v.x + v.y + v.z + v.w;
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cl"
    for (int i = 4 * quads + first; i < n; i += stride)
#line 20 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cl"
        s += w[i];
#line 21 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cl"
    part[t] = s;
#line 22 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cl"
    __syncthreads();
#line 23 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cl"
    for (int span = 128; span > 0; span >>= 1) {
#line 24 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cl"
        if (t < span)
#line 25 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cl"
            part[t] += part[t + span];
#line 26 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cl"
        __syncthreads();
    }
#line 28 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cl"
    if (t == 0)
#line 29 "/work/main/.stage/main/benchmarks/heldout13/hand/wrap_sum_u32_oneblock_hand.cl"
        atomicAdd(total, part[0]);
}
