extern "C" __global__ void running_peak_thread0_hand(const float* __restrict__ x, float* __restrict__ peak, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cl"
    __shared__ float buf0[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cl"
    __shared__ float buf1[256];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cl"
    int i = (unsigned long long)blockIdx.x * 256 + t;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cl"
    buf0[t] = i < n ? fabsf(x[i]) : 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cl"
    __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cl"
    for (int d = 1; d < 256; d <<= 2) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cl"
        float m = buf0[t];
#line 15 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cl"
        if (t >= d)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cl"
            m = fmaxf(m, buf0[t - d]);
#line 17 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cl"
        buf1[t] = m;
#line 18 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cl"
        __syncthreads();
#line 19 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cl"
        int d2 = d << 1;
#line 20 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cl"
        m = buf1[t];
#line 21 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cl"
        if (t >= d2)
#line 22 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cl"
            m = fmaxf(m, buf1[t - d2]);
#line 23 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cl"
        buf0[t] = m;
#line 24 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cl"
        __syncthreads();
    }
#line 26 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cl"
    if (i < n)
#line 27 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cl"
        peak[i] = buf0[t];
}
