extern "C" __global__ void tridiag_matvec_cf2x(const float* lo, const float* di, const float* up, const float* x, float* y, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
