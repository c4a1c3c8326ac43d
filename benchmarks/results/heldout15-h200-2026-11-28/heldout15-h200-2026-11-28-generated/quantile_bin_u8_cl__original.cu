extern "C" __global__ void quantile_bin_u8(const float* z, unsigned char* bin, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        float v = z[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        int b = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        for (int k = 0; k < 7; k++)
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
            b += v >= -1.5f + 0.5f * k;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/quantile_bin_u8.cl"
        bin[i] = (unsigned char)b;
    }
}
