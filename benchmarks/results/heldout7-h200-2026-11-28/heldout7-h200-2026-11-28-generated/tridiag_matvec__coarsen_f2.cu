extern "C" __global__ void tridiag_matvec_cf2x(const float* lo, const float* di, const float* up, const float* x, float* y, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
