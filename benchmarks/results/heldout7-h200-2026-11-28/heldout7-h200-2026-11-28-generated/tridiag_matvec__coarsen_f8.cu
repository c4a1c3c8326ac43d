extern "C" __global__ void tridiag_matvec_cf8x(const float* lo, const float* di, const float* up, const float* x, float* y, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        float s_0 = di[i_0] * x[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        if (i_0 > 0)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
            s_0 += lo[i_0] * x[i_0 - 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        if (i_0 < n - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
            s_0 += up[i_0] * x[i_0 + 1];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        y[i_0] = s_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        float s_1 = di[i_1] * x[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        if (i_1 > 0)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
            s_1 += lo[i_1] * x[i_1 - 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        if (i_1 < n - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
            s_1 += up[i_1] * x[i_1 + 1];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        y[i_1] = s_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        float s_2 = di[i_2] * x[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        if (i_2 > 0)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
            s_2 += lo[i_2] * x[i_2 - 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        if (i_2 < n - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
            s_2 += up[i_2] * x[i_2 + 1];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        y[i_2] = s_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        float s_3 = di[i_3] * x[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        if (i_3 > 0)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
            s_3 += lo[i_3] * x[i_3 - 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        if (i_3 < n - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
            s_3 += up[i_3] * x[i_3 + 1];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        y[i_3] = s_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        float s_4 = di[i_4] * x[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        if (i_4 > 0)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
            s_4 += lo[i_4] * x[i_4 - 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        if (i_4 < n - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
            s_4 += up[i_4] * x[i_4 + 1];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        y[i_4] = s_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        float s_5 = di[i_5] * x[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        if (i_5 > 0)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
            s_5 += lo[i_5] * x[i_5 - 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        if (i_5 < n - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
            s_5 += up[i_5] * x[i_5 + 1];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        y[i_5] = s_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        float s_6 = di[i_6] * x[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        if (i_6 > 0)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
            s_6 += lo[i_6] * x[i_6 - 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        if (i_6 < n - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
            s_6 += up[i_6] * x[i_6 + 1];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        y[i_6] = s_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        float s_7 = di[i_7] * x[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        if (i_7 > 0)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
            s_7 += lo[i_7] * x[i_7 - 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        if (i_7 < n - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
            s_7 += up[i_7] * x[i_7 + 1];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        y[i_7] = s_7;
    }
}
