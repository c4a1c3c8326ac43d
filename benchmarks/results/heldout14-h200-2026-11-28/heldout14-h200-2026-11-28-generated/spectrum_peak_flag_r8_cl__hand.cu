extern "C" __global__ void spectrum_peak_flag_r8_hand(const float* __restrict__ intensity, unsigned char* __restrict__ flag, float thr, int n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cl"
    __shared__ float win[272];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cl"
    int base = (unsigned long long)blockIdx.x * 256;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cl"
    for (int k = t; k < 256 + 16; k += 256) {
#line 13 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cl"
        int j = base - 8 + k;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cl"
        win[k] = j >= 0 && j < n ? intensity[j] : -(1.0f / 0.0f);
    }
#line 16 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cl"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cl"
    int i = base + t;
#line 18 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cl"
    if (i < n) {
#line 19 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cl"
        float v = win[t + 8];
#line 20 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cl"
        int peak = v > thr;
#line 21 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cl"
        for (int k_1 = 0; k_1 < 17; k_1++)
#line 22 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cl"
            if (k_1 != 8 && !(v > win[t + k_1]))
#line 23 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cl"
                peak = 0;
#line 24 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cl"
        flag[i] = (unsigned char)peak;
    }
}
