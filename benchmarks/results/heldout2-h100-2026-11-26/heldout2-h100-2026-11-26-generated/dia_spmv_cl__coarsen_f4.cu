extern "C" __global__ void dia_spmv_cf4x(const float* data, const int* off, const float* x, float* y, int n, int ndiag) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        float s_2 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        for (int d_2 = 0; d_2 < ndiag; d_2++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
            int j_2 = i_2 + off[d_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
            if (j_2 >= 0 && j_2 < n)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
                s_2 += data[d_2 * n + i_2] * x[j_2];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        y[i_2] = s_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        float s_3 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        for (int d_3 = 0; d_3 < ndiag; d_3++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
            int j_3 = i_3 + off[d_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
            if (j_3 >= 0 && j_3 < n)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
                s_3 += data[d_3 * n + i_3] * x[j_3];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        y[i_3] = s_3;
    }
}
