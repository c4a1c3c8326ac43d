extern "C" __global__ void rolling_vwap_w32_hand(const float* __restrict__ price, const float* __restrict__ volume, float* __restrict__ vwap, int n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cu"
    __shared__ float pv[287];
#line 11 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cu"
    __shared__ float vol[287];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cu"
    int base = blockIdx.x * 256;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cu"
    for (int k = threadIdx.x; k < 256 + 31; k += 256) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cu"
        int j = base - 31 + k;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cu"
        bool in = j >= 0 && j < n;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cu"
        float v = in ? volume[j] : 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cu"
        pv[k] = in ? price[j] * v : 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cu"
        vol[k] = v;
    }
#line 20 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cu"
    __syncthreads();
#line 21 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cu"
    int i = base + threadIdx.x;
#line 22 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cu"
    if (i < n) {
#line 23 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cu"
        float s = 0.0f;
#line 23 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cu"
        float v_1 = 0.0f;
#line 24 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cu"
        for (int k_1 = 0; k_1 < 32; k_1++) {
#line 25 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cu"
            s += pv[threadIdx.x + k_1];
#line 26 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cu"
            v_1 += vol[threadIdx.x + k_1];
        }
#line 28 "/work/main/.stage/main/benchmarks/heldout15/hand/rolling_vwap_w32_hand.cu"
        vwap[i] = s / v_1;
    }
}
