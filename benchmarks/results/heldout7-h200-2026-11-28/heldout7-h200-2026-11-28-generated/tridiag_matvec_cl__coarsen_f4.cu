extern "C" __global__ void tridiag_matvec_cf4x(const float* lo, const float* di, const float* up, const float* x, float* y, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
        float s_0 = di[i_0] * x[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
        if (i_0 > 0)
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
            s_0 += lo[i_0] * x[i_0 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
        if (i_0 < n - 1)
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
            s_0 += up[i_0] * x[i_0 + 1];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
        y[i_0] = s_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
        float s_1 = di[i_1] * x[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
        if (i_1 > 0)
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
            s_1 += lo[i_1] * x[i_1 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
        if (i_1 < n - 1)
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
            s_1 += up[i_1] * x[i_1 + 1];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
        y[i_1] = s_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
        float s_2 = di[i_2] * x[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
        if (i_2 > 0)
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
            s_2 += lo[i_2] * x[i_2 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
        if (i_2 < n - 1)
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
            s_2 += up[i_2] * x[i_2 + 1];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
        y[i_2] = s_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
        float s_3 = di[i_3] * x[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
        if (i_3 > 0)
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
            s_3 += lo[i_3] * x[i_3 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
        if (i_3 < n - 1)
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
            s_3 += up[i_3] * x[i_3 + 1];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
        y[i_3] = s_3;
    }
}
