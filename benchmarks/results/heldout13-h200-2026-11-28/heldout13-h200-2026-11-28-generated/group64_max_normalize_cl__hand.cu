extern "C" __global__ void group64_max_normalize_hand(const float* __restrict__ x, float* __restrict__ y, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/hand/group64_max_normalize_hand.cl"
    __shared__ float m[256];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/hand/group64_max_normalize_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/hand/group64_max_normalize_hand.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/hand/group64_max_normalize_hand.cl"
    float v = x[i];
#line 12 "/work/main/.stage/main/benchmarks/heldout13/hand/group64_max_normalize_hand.cl"
    m[t] = v;
#line 13 "/work/main/.stage/main/benchmarks/heldout13/hand/group64_max_normalize_hand.cl"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout13/hand/group64_max_normalize_hand.cl"
    for (int span = 32; span > 0; span >>= 1) {
#line 15 "/work/main/.stage/main/benchmarks/heldout13/hand/group64_max_normalize_hand.cl"
        if ((t & 63) < span)
#line 16 "/work/main/.stage/main/benchmarks/heldout13/hand/group64_max_normalize_hand.cl"
            m[t] = fmaxf(m[t], m[t + span]);
#line 17 "/work/main/.stage/main/benchmarks/heldout13/hand/group64_max_normalize_hand.cl"
        __syncthreads();
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout13/hand/group64_max_normalize_hand.cl"
    y[i] = v / m[t & ~63];
}
