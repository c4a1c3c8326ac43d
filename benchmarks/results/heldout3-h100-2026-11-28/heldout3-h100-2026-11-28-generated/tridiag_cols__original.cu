extern "C" __global__ void tridiag_cols(const float* d, const float* cp, const float* invm, float* x, float a, int m, int n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
    int j = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
    if (j < n) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        float dp = d[j] * invm[0];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        x[j] = dp;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        for (int i = 1; i < m; i++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
            dp = (d[i * n + j] - a * dp) * invm[i];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
            x[i * n + j] = dp;
        }
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        float next = dp;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        for (int i_1 = m - 2; i_1 >= 0; i_1--) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
            next = x[i_1 * n + j] - cp[i_1] * next;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
            x[i_1 * n + j] = next;
        }
    }
}
