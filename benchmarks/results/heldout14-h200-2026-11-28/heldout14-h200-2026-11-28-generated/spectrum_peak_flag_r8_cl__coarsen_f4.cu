extern "C" __global__ void spectrum_peak_flag_r8_cf4x(const float* intensity, unsigned char* flag, float thr, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
        float v_0 = intensity[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
        int peak_0 = v_0 > thr;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
        for (int k_0 = -8; k_0 <= 8; k_0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
            int j_0 = i_0 + k_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
            if (k_0 != 0 && j_0 >= 0 && j_0 < n && !(v_0 > intensity[j_0]))
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
                peak_0 = 0;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
        flag[i_0] = (unsigned char)peak_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
        float v_1 = intensity[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
        int peak_1 = v_1 > thr;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
        for (int k_1 = -8; k_1 <= 8; k_1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
            int j_1 = i_1 + k_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
            if (k_1 != 0 && j_1 >= 0 && j_1 < n && !(v_1 > intensity[j_1]))
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
                peak_1 = 0;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
        flag[i_1] = (unsigned char)peak_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
        float v_2 = intensity[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
        int peak_2 = v_2 > thr;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
        for (int k_2 = -8; k_2 <= 8; k_2++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
            int j_2 = i_2 + k_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
            if (k_2 != 0 && j_2 >= 0 && j_2 < n && !(v_2 > intensity[j_2]))
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
                peak_2 = 0;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
        flag[i_2] = (unsigned char)peak_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
        float v_3 = intensity[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
        int peak_3 = v_3 > thr;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
        for (int k_3 = -8; k_3 <= 8; k_3++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
            int j_3 = i_3 + k_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
            if (k_3 != 0 && j_3 >= 0 && j_3 < n && !(v_3 > intensity[j_3]))
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
                peak_3 = 0;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cl"
        flag[i_3] = (unsigned char)peak_3;
    }
}
