extern "C" __global__ void rolling_vwap_w32(const float* price, const float* volume, float* vwap, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
        float pv = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
        float v = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
        int first = i - 31 < 0 ? 0 : i - 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
        for (int j = first; j <= i; j++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
            pv += price[j] * volume[j];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
            v += volume[j];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
        vwap[i] = pv / v;
    }
}
