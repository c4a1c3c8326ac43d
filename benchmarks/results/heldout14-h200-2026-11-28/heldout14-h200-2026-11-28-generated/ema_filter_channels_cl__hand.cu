extern "C" __global__ void ema_filter_channels_hand(const float* __restrict__ x, float* __restrict__ y, float alpha, int channels, int t) {
#line 13 "/work/main/.stage/main/benchmarks/heldout14/hand/ema_filter_channels_hand.cl"
    __shared__ float tile[32][33];
#line 14 "/work/main/.stage/main/benchmarks/heldout14/hand/ema_filter_channels_hand.cl"
    int lane = (unsigned long long)threadIdx.x;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/hand/ema_filter_channels_hand.cl"
    int c0 = (unsigned long long)blockIdx.x * 32;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/hand/ema_filter_channels_hand.cl"
    float beta = 1.0f - alpha;
#line 17 "/work/main/.stage/main/benchmarks/heldout14/hand/ema_filter_channels_hand.cl"
    float acc = 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout14/hand/ema_filter_channels_hand.cl"
    for (int t0 = 0; t0 < t; t0 += 32) {
#line 19 "/work/main/.stage/main/benchmarks/heldout14/hand/ema_filter_channels_hand.cl"
        int k = t0 + lane;
#line 20 "/work/main/.stage/main/benchmarks/heldout14/hand/ema_filter_channels_hand.cl"
        for (int r = 0; r < 32; r++)
#line 21 "/work/main/.stage/main/benchmarks/heldout14/hand/ema_filter_channels_hand.cl"
            if (c0 + r < channels && k < t)
#line 22 "/work/main/.stage/main/benchmarks/heldout14/hand/ema_filter_channels_hand.cl"
                tile[r][lane] = x[(unsigned long long)(c0 + r) * t + k];
#line 23 "/work/main/.stage/main/benchmarks/heldout14/hand/ema_filter_channels_hand.cl"
        __syncthreads();
#line 24 "/work/main/.stage/main/benchmarks/heldout14/hand/ema_filter_channels_hand.cl"
        if (c0 + lane < channels) {
#line 25 "/work/main/.stage/main/benchmarks/heldout14/hand/ema_filter_channels_hand.cl"
            int steps = min(32, t - t0);
#line 26 "/work/main/.stage/main/benchmarks/heldout14/hand/ema_filter_channels_hand.cl"
            for (int j = 0; j < steps; j++) {
#line 27 "/work/main/.stage/main/benchmarks/heldout14/hand/ema_filter_channels_hand.cl"
                float xv = tile[lane][j];
#line 28 "/work/main/.stage/main/benchmarks/heldout14/hand/ema_filter_channels_hand.cl"
                acc = t0 + j == 0 ? xv : alpha * xv + beta * acc;
#line 29 "/work/main/.stage/main/benchmarks/heldout14/hand/ema_filter_channels_hand.cl"
                tile[lane][j] = acc;
            }
        }
#line 32 "/work/main/.stage/main/benchmarks/heldout14/hand/ema_filter_channels_hand.cl"
        __syncthreads();
#line 33 "/work/main/.stage/main/benchmarks/heldout14/hand/ema_filter_channels_hand.cl"
        for (int r_1 = 0; r_1 < 32; r_1++)
#line 34 "/work/main/.stage/main/benchmarks/heldout14/hand/ema_filter_channels_hand.cl"
            if (c0 + r_1 < channels && k < t)
#line 35 "/work/main/.stage/main/benchmarks/heldout14/hand/ema_filter_channels_hand.cl"
                y[(unsigned long long)(c0 + r_1) * t + k] = tile[r_1][lane];
#line 36 "/work/main/.stage/main/benchmarks/heldout14/hand/ema_filter_channels_hand.cl"
        __syncthreads();
    }
}
