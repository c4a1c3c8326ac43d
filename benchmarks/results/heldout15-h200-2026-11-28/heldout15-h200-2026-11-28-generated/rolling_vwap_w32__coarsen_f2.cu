extern "C" __global__ void rolling_vwap_w32_cf2x(const float* price, const float* volume, float* vwap, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
        float pv_0 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
        float v_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
        int first_0 = i_0 - 31 < 0 ? 0 : i_0 - 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
        for (int j_0 = first_0; j_0 <= i_0; j_0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
            pv_0 += price[j_0] * volume[j_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
            v_0 += volume[j_0];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
        vwap[i_0] = pv_0 / v_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
        float pv_1 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
        float v_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
        int first_1 = i_1 - 31 < 0 ? 0 : i_1 - 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
        for (int j_1 = first_1; j_1 <= i_1; j_1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
            pv_1 += price[j_1] * volume[j_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
            v_1 += volume[j_1];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cu"
        vwap[i_1] = pv_1 / v_1;
    }
}
