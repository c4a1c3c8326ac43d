extern "C" __global__ void sell32_spmv_cf4x(const int* sliceptr, const int* width, const int* col, const float* val, const float* x, float* y, int rows) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
    int r_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
    int r_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
    int r_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
    int r_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
    if (r_0 < rows) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        int s_0 = r_0 >> 5;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        int l_0 = r_0 & 31;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        int base_0 = sliceptr[s_0] + l_0;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        float acc_0 = 0.0f;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        for (int k_0 = 0; k_0 < width[s_0]; k_0++)
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            acc_0 += val[base_0 + 32 * k_0] * x[col[base_0 + 32 * k_0]];
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        y[r_0] = acc_0;
    }
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
    if (r_1 < rows) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        int s_1 = r_1 >> 5;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        int l_1 = r_1 & 31;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        int base_1 = sliceptr[s_1] + l_1;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        float acc_1 = 0.0f;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        for (int k_1 = 0; k_1 < width[s_1]; k_1++)
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            acc_1 += val[base_1 + 32 * k_1] * x[col[base_1 + 32 * k_1]];
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        y[r_1] = acc_1;
    }
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
    if (r_2 < rows) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        int s_2 = r_2 >> 5;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        int l_2 = r_2 & 31;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        int base_2 = sliceptr[s_2] + l_2;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        float acc_2 = 0.0f;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        for (int k_2 = 0; k_2 < width[s_2]; k_2++)
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            acc_2 += val[base_2 + 32 * k_2] * x[col[base_2 + 32 * k_2]];
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        y[r_2] = acc_2;
    }
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
    if (r_3 < rows) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        int s_3 = r_3 >> 5;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        int l_3 = r_3 & 31;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        int base_3 = sliceptr[s_3] + l_3;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        float acc_3 = 0.0f;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        for (int k_3 = 0; k_3 < width[s_3]; k_3++)
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
            acc_3 += val[base_3 + 32 * k_3] * x[col[base_3 + 32 * k_3]];
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/sell32_spmv.cl"
        y[r_3] = acc_3;
    }
}
