extern "C" __global__ void chunk_abssum_thread0_hand(const float* __restrict__ x, float* __restrict__ sums, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cl"
    __shared__ float mag[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cl"
    int i = (unsigned long long)blockIdx.x * 256 + t;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cl"
    mag[t] = i < n ? fabsf(x[i]) : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cl"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cl"
    for (int span = 128; span > 0; span >>= 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cl"
        if (t < span)
#line 13 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cl"
            mag[t] += mag[t + span];
#line 14 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cl"
        __syncthreads();
    }
#line 16 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cl"
    if (t == 0)
#line 17 "/work/main/.stage/main/benchmarks/heldout11/hand/chunk_abssum_thread0_hand.cl"
        sums[(unsigned long long)blockIdx.x] = mag[0];
}
