extern "C" __global__ void spectrum_peak_flag_r8_hand(const float* __restrict__ intensity, unsigned char* __restrict__ flag, float thr, int n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cu"
    __shared__ float win[272];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cu"
    int t = threadIdx.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cu"
    int base = blockIdx.x * 256;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cu"
    float below_all = __int_as_float(4286578688u);
#line 14 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cu"
    for (int k = t; k < 256 + 16; k += 256) {
#line 15 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cu"
        int j = base - 8 + k;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cu"
        win[k] = j >= 0 && j < n ? intensity[j] : below_all;
    }
#line 18 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cu"
    __syncthreads();
#line 19 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cu"
    int i = base + t;
#line 20 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cu"
    if (i < n) {
#line 21 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cu"
        float v = win[t + 8];
#line 22 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cu"
        int peak = v > thr;
#line 23 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cu"
        for (int k_1 = 0; k_1 < 17; k_1++)
#line 24 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cu"
            if (k_1 != 8 && !(v > win[t + k_1]))
#line 25 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cu"
                peak = 0;
#line 26 "/work/main/.stage/main/benchmarks/heldout14/hand/spectrum_peak_flag_r8_hand.cu"
        flag[i] = (unsigned char)peak;
    }
}
