extern "C" __global__ void dia_spmv_cf2x_st32(const float* data, const int* off, const float* x, float* y, int n, int ndiag) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x / 32ull * 64ull + (unsigned long long)threadIdx.x % 32ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x / 32ull * 64ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        float s_0 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        for (int d_0 = 0; d_0 < ndiag; d_0++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
            int j_0 = i_0 + off[d_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
            if (j_0 >= 0 && j_0 < n)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
                s_0 += data[d_0 * n + i_0] * x[j_0];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        y[i_0] = s_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        float s_1 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        for (int d_1 = 0; d_1 < ndiag; d_1++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
            int j_1 = i_1 + off[d_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
            if (j_1 >= 0 && j_1 < n)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
                s_1 += data[d_1 * n + i_1] * x[j_1];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        y[i_1] = s_1;
    }
}
