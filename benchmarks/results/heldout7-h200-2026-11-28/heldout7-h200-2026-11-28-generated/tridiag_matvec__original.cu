extern "C" __global__ void tridiag_matvec(const float* lo, const float* di, const float* up, const float* x, float* y, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        float s = di[i] * x[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        if (i > 0)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
            s += lo[i] * x[i - 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        if (i < n - 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
            s += up[i] * x[i + 1];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/tridiag_matvec.cu"
        y[i] = s;
    }
}
