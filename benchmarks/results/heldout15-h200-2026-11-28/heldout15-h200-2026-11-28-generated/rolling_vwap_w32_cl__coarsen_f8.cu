extern "C" __global__ void rolling_vwap_w32_cf8x(const float* price, const float* volume, float* vwap, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        float pv_0 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        float v_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        int first_0 = i_0 - 31 < 0 ? 0 : i_0 - 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        for (int j_0 = first_0; j_0 <= i_0; j_0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
            pv_0 += price[j_0] * volume[j_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
            v_0 += volume[j_0];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        vwap[i_0] = pv_0 / v_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        float pv_1 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        float v_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        int first_1 = i_1 - 31 < 0 ? 0 : i_1 - 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        for (int j_1 = first_1; j_1 <= i_1; j_1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
            pv_1 += price[j_1] * volume[j_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
            v_1 += volume[j_1];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        vwap[i_1] = pv_1 / v_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        float pv_2 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        float v_2 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        int first_2 = i_2 - 31 < 0 ? 0 : i_2 - 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        for (int j_2 = first_2; j_2 <= i_2; j_2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
            pv_2 += price[j_2] * volume[j_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
            v_2 += volume[j_2];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        vwap[i_2] = pv_2 / v_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        float pv_3 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        float v_3 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        int first_3 = i_3 - 31 < 0 ? 0 : i_3 - 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        for (int j_3 = first_3; j_3 <= i_3; j_3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
            pv_3 += price[j_3] * volume[j_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
            v_3 += volume[j_3];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        vwap[i_3] = pv_3 / v_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        float pv_4 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        float v_4 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        int first_4 = i_4 - 31 < 0 ? 0 : i_4 - 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        for (int j_4 = first_4; j_4 <= i_4; j_4++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
            pv_4 += price[j_4] * volume[j_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
            v_4 += volume[j_4];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        vwap[i_4] = pv_4 / v_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        float pv_5 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        float v_5 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        int first_5 = i_5 - 31 < 0 ? 0 : i_5 - 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        for (int j_5 = first_5; j_5 <= i_5; j_5++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
            pv_5 += price[j_5] * volume[j_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
            v_5 += volume[j_5];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        vwap[i_5] = pv_5 / v_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        float pv_6 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        float v_6 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        int first_6 = i_6 - 31 < 0 ? 0 : i_6 - 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        for (int j_6 = first_6; j_6 <= i_6; j_6++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
            pv_6 += price[j_6] * volume[j_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
            v_6 += volume[j_6];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        vwap[i_6] = pv_6 / v_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        float pv_7 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        float v_7 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        int first_7 = i_7 - 31 < 0 ? 0 : i_7 - 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        for (int j_7 = first_7; j_7 <= i_7; j_7++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
            pv_7 += price[j_7] * volume[j_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
            v_7 += volume[j_7];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rolling_vwap_w32.cl"
        vwap[i_7] = pv_7 / v_7;
    }
}
