extern "C" __global__ void nhwc_channel_mean_hand(const float* x, float* out, int npix, int C) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/hand/nhwc_channel_mean_hand.cl"
    __shared__ float tile[64][65];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/nhwc_channel_mean_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/hand/nhwc_channel_mean_hand.cl"
    int p0 = (unsigned long long)blockIdx.x * 64;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/hand/nhwc_channel_mean_hand.cl"
    for (int k = 0; k < 64; k++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/hand/nhwc_channel_mean_hand.cl"
        int e = k * 64 + t;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/hand/nhwc_channel_mean_hand.cl"
        tile[k][t] = x[p0 * 64 + e];
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/hand/nhwc_channel_mean_hand.cl"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout6/hand/nhwc_channel_mean_hand.cl"
    if (p0 + t < npix) {
#line 17 "/work/main/.stage/main/benchmarks/heldout6/hand/nhwc_channel_mean_hand.cl"
        float s = 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout6/hand/nhwc_channel_mean_hand.cl"
        for (int c = 0; c < 64; c++)
#line 19 "/work/main/.stage/main/benchmarks/heldout6/hand/nhwc_channel_mean_hand.cl"
            s += tile[t][c];
#line 20 "/work/main/.stage/main/benchmarks/heldout6/hand/nhwc_channel_mean_hand.cl"
        out[p0 + t] = s / (float)C;
    }
}
