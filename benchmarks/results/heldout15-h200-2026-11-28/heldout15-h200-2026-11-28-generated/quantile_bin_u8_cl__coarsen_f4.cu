extern "C" __global__ void quantile_bin_u8_cf4x(const float* z, unsigned char* bin, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
}
