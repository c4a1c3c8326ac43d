extern "C" __global__ void rolling_vwap_w32_hand(const float* __restrict__ price, const float* __restrict__ volume, float* __restrict__ vwap, int n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cl"
    __shared__ float pv[287];
#line 11 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cl"
    __shared__ float vol[287];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cl"
    int base = (unsigned long long)blockIdx.x * 256;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cl"
    for (int k = t; k < 256 + 31; k += 256) {
#line 15 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cl"
        int j = base - 31 + k;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cl"
        int in = j >= 0 && j < n;
#line 17 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cl"
        float v = in ? volume[j] : 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cl"
        pv[k] = in ? price[j] * v : 0.0f;
#line 19 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cl"
        vol[k] = v;
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cl"
    __syncthreads();
#line 22 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cl"
    int i = base + t;
#line 23 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cl"
    if (i < n) {
#line 24 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cl"
        float s = 0.0f;
#line 24 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cl"
        float v_1 = 0.0f;
#line 25 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cl"
        for (int k_1 = 0; k_1 < 32; k_1++) {
#line 26 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cl"
            s += pv[t + k_1];
#line 27 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cl"
            v_1 += vol[t + k_1];
        }
#line 29 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cl"
        vwap[i] = s / v_1;
    }
}
