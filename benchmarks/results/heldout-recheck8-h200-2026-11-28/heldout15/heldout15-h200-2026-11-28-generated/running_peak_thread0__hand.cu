extern "C" __global__ void running_peak_thread0_hand(const float* __restrict__ x, float* __restrict__ peak, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cu"
    __shared__ float buf[2][256];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cu"
    int t = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cu"
    int i = blockIdx.x * 256 + t;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cu"
    buf[0][t] = i < n ? fabsf(x[i]) : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cu"
    __syncthreads();
#line 12 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cu"
    int src = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cu"
    for (int d = 1; d < 256; d <<= 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cu"
        float m = buf[src][t];
#line 15 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cu"
        if (t >= d)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cu"
            m = fmaxf(m, buf[src][t - d]);
#line 17 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cu"
        buf[1 - src][t] = m;
#line 18 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cu"
        src = 1 - src;
#line 19 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cu"
        __syncthreads();
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cu"
    if (i < n)
#line 22 "/work/main/.stage/main/benchmarks/heldout15/hand/running_peak_thread0_hand.cu"
        peak[i] = buf[src][t];
}
