extern "C" __global__ void group64_max_normalize_hand(const float* __restrict__ x, float* __restrict__ y, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/hand/group64_max_normalize_hand.cu"
    __shared__ float warp_max[8];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/hand/group64_max_normalize_hand.cu"
    int t = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/hand/group64_max_normalize_hand.cu"
    int i = blockIdx.x * 256 + t;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/hand/group64_max_normalize_hand.cu"
    float v = x[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout13/hand/group64_max_normalize_hand.cu"
    float m = v;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/hand/group64_max_normalize_hand.cu"
    for (int off = 16; off > 0; off >>= 1)
#line 13 "/work/main/.stage/main/benchmarks/heldout13/hand/group64_max_normalize_hand.cu"
        m = fmaxf(m, __shfl_xor_sync(4294967295u, m, off));
#line 14 "/work/main/.stage/main/benchmarks/heldout13/hand/group64_max_normalize_hand.cu"
    if ((t & 31) == 0)
#line 15 "/work/main/.stage/main/benchmarks/heldout13/hand/group64_max_normalize_hand.cu"
        warp_max[t >> 5] = m;
#line 16 "/work/main/.stage/main/benchmarks/heldout13/hand/group64_max_normalize_hand.cu"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout13/hand/group64_max_normalize_hand.cu"
    int pair = (t >> 6) * 2;
#line 18 "/work/main/.stage/main/benchmarks/heldout13/hand/group64_max_normalize_hand.cu"
    y[i] = v / fmaxf(warp_max[pair], warp_max[pair + 1]);
}
