extern "C" __global__ void spectrum_peak_flag_r8(const float* intensity, unsigned char* flag, float thr, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        float v = intensity[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        int peak = v > thr;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        for (int k = -8; k <= 8; k++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
            int j = i + k;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
            if (k != 0 && j >= 0 && j < n && !(v > intensity[j]))
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
                peak = 0;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        flag[i] = (unsigned char)peak;
    }
}
