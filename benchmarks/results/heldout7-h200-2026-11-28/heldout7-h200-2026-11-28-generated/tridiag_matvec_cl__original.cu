extern "C" __global__ void tridiag_matvec(const float* lo, const float* di, const float* up, const float* x, float* y, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
        float s = di[i] * x[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
        if (i > 0)
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
            s += lo[i] * x[i - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
        if (i < n - 1)
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
            s += up[i] * x[i + 1];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cl"
        y[i] = s;
    }
}
