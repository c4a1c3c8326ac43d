extern "C" __global__ void dia_spmv_cf8x(const float* data, const int* off, const float* x, float* y, int n, int ndiag) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        float s_4 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        for (int d_4 = 0; d_4 < ndiag; d_4++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
            int j_4 = i_4 + off[d_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
            if (j_4 >= 0 && j_4 < n)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
                s_4 += data[d_4 * n + i_4] * x[j_4];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        y[i_4] = s_4;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        float s_5 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        for (int d_5 = 0; d_5 < ndiag; d_5++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
            int j_5 = i_5 + off[d_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
            if (j_5 >= 0 && j_5 < n)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
                s_5 += data[d_5 * n + i_5] * x[j_5];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        y[i_5] = s_5;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        float s_6 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        for (int d_6 = 0; d_6 < ndiag; d_6++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
            int j_6 = i_6 + off[d_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
            if (j_6 >= 0 && j_6 < n)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
                s_6 += data[d_6 * n + i_6] * x[j_6];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        y[i_6] = s_6;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        float s_7 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        for (int d_7 = 0; d_7 < ndiag; d_7++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
            int j_7 = i_7 + off[d_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
            if (j_7 >= 0 && j_7 < n)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
                s_7 += data[d_7 * n + i_7] * x[j_7];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        y[i_7] = s_7;
    }
}
