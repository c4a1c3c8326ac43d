extern "C" __global__ void spectrum_peak_flag_r8_cf2x(const float* intensity, unsigned char* flag, float thr, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        float v_0 = intensity[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        int peak_0 = v_0 > thr;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        for (int k_0 = -8; k_0 <= 8; k_0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
            int j_0 = i_0 + k_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
            if (k_0 != 0 && j_0 >= 0 && j_0 < n && !(v_0 > intensity[j_0]))
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
                peak_0 = 0;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        flag[i_0] = (unsigned char)peak_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        float v_1 = intensity[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        int peak_1 = v_1 > thr;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        for (int k_1 = -8; k_1 <= 8; k_1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
            int j_1 = i_1 + k_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
            if (k_1 != 0 && j_1 >= 0 && j_1 < n && !(v_1 > intensity[j_1]))
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
                peak_1 = 0;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        flag[i_1] = (unsigned char)peak_1;
    }
}
