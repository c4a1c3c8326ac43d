extern "C" __global__ void quantile_bin_u8_cf8x(const float* z, unsigned char* bin, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        float v_0 = z[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        int b_0 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        for (int k_0 = 0; k_0 < 7; k_0++)
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
            b_0 += v_0 >= -1.5f + 0.5f * k_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        bin[i_0] = (unsigned char)b_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        float v_1 = z[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        int b_1 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        for (int k_1 = 0; k_1 < 7; k_1++)
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
            b_1 += v_1 >= -1.5f + 0.5f * k_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        bin[i_1] = (unsigned char)b_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        float v_2 = z[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        int b_2 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        for (int k_2 = 0; k_2 < 7; k_2++)
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
            b_2 += v_2 >= -1.5f + 0.5f * k_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        bin[i_2] = (unsigned char)b_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        float v_3 = z[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        int b_3 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        for (int k_3 = 0; k_3 < 7; k_3++)
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
            b_3 += v_3 >= -1.5f + 0.5f * k_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        bin[i_3] = (unsigned char)b_3;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        float v_4 = z[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        int b_4 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        for (int k_4 = 0; k_4 < 7; k_4++)
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
            b_4 += v_4 >= -1.5f + 0.5f * k_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        bin[i_4] = (unsigned char)b_4;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        float v_5 = z[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        int b_5 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        for (int k_5 = 0; k_5 < 7; k_5++)
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
            b_5 += v_5 >= -1.5f + 0.5f * k_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        bin[i_5] = (unsigned char)b_5;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        float v_6 = z[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        int b_6 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        for (int k_6 = 0; k_6 < 7; k_6++)
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
            b_6 += v_6 >= -1.5f + 0.5f * k_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        bin[i_6] = (unsigned char)b_6;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        float v_7 = z[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        int b_7 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        for (int k_7 = 0; k_7 < 7; k_7++)
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
            b_7 += v_7 >= -1.5f + 0.5f * k_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        bin[i_7] = (unsigned char)b_7;
    }
}
