extern "C" __global__ void dia_spmv_cf8x(const float* data, const int* off, const float* x, float* y, int n, int ndiag) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        float s_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        for (int d_0 = 0; d_0 < ndiag; d_0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
            int j_0 = i_0 + off[d_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
            if (j_0 >= 0 && j_0 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                s_0 += data[d_0 * n + i_0] * x[j_0];
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        y[i_0] = s_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        float s_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        for (int d_1 = 0; d_1 < ndiag; d_1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
            int j_1 = i_1 + off[d_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
            if (j_1 >= 0 && j_1 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                s_1 += data[d_1 * n + i_1] * x[j_1];
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        y[i_1] = s_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        float s_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        for (int d_2 = 0; d_2 < ndiag; d_2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
            int j_2 = i_2 + off[d_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
            if (j_2 >= 0 && j_2 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                s_2 += data[d_2 * n + i_2] * x[j_2];
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        y[i_2] = s_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        float s_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        for (int d_3 = 0; d_3 < ndiag; d_3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
            int j_3 = i_3 + off[d_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
            if (j_3 >= 0 && j_3 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                s_3 += data[d_3 * n + i_3] * x[j_3];
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        y[i_3] = s_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        float s_4 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        for (int d_4 = 0; d_4 < ndiag; d_4++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
            int j_4 = i_4 + off[d_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
            if (j_4 >= 0 && j_4 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                s_4 += data[d_4 * n + i_4] * x[j_4];
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        y[i_4] = s_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        float s_5 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        for (int d_5 = 0; d_5 < ndiag; d_5++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
            int j_5 = i_5 + off[d_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
            if (j_5 >= 0 && j_5 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                s_5 += data[d_5 * n + i_5] * x[j_5];
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        y[i_5] = s_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        float s_6 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        for (int d_6 = 0; d_6 < ndiag; d_6++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
            int j_6 = i_6 + off[d_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
            if (j_6 >= 0 && j_6 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                s_6 += data[d_6 * n + i_6] * x[j_6];
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        y[i_6] = s_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        float s_7 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        for (int d_7 = 0; d_7 < ndiag; d_7++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
            int j_7 = i_7 + off[d_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
            if (j_7 >= 0 && j_7 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                s_7 += data[d_7 * n + i_7] * x[j_7];
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        y[i_7] = s_7;
    }
}
