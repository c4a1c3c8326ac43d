extern "C" __global__ void spectrum_peak_flag_r8_cf8x(const float* intensity, unsigned char* flag, float thr, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        float v_2 = intensity[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        int peak_2 = v_2 > thr;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        for (int k_2 = -8; k_2 <= 8; k_2++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
            int j_2 = i_2 + k_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
            if (k_2 != 0 && j_2 >= 0 && j_2 < n && !(v_2 > intensity[j_2]))
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
                peak_2 = 0;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        flag[i_2] = (unsigned char)peak_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        float v_3 = intensity[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        int peak_3 = v_3 > thr;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        for (int k_3 = -8; k_3 <= 8; k_3++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
            int j_3 = i_3 + k_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
            if (k_3 != 0 && j_3 >= 0 && j_3 < n && !(v_3 > intensity[j_3]))
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
                peak_3 = 0;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        flag[i_3] = (unsigned char)peak_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        float v_4 = intensity[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        int peak_4 = v_4 > thr;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        for (int k_4 = -8; k_4 <= 8; k_4++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
            int j_4 = i_4 + k_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
            if (k_4 != 0 && j_4 >= 0 && j_4 < n && !(v_4 > intensity[j_4]))
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
                peak_4 = 0;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        flag[i_4] = (unsigned char)peak_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        float v_5 = intensity[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        int peak_5 = v_5 > thr;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        for (int k_5 = -8; k_5 <= 8; k_5++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
            int j_5 = i_5 + k_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
            if (k_5 != 0 && j_5 >= 0 && j_5 < n && !(v_5 > intensity[j_5]))
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
                peak_5 = 0;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        flag[i_5] = (unsigned char)peak_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        float v_6 = intensity[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        int peak_6 = v_6 > thr;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        for (int k_6 = -8; k_6 <= 8; k_6++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
            int j_6 = i_6 + k_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
            if (k_6 != 0 && j_6 >= 0 && j_6 < n && !(v_6 > intensity[j_6]))
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
                peak_6 = 0;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        flag[i_6] = (unsigned char)peak_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        float v_7 = intensity[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        int peak_7 = v_7 > thr;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        for (int k_7 = -8; k_7 <= 8; k_7++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
            int j_7 = i_7 + k_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
            if (k_7 != 0 && j_7 >= 0 && j_7 < n && !(v_7 > intensity[j_7]))
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
                peak_7 = 0;
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrum_peak_flag_r8.cu"
        flag[i_7] = (unsigned char)peak_7;
    }
}
