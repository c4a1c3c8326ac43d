extern "C" __global__ void tridiag_cols_cf2x(const float* d, const float* cp, const float* invm, float* x, float a, int m, int n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
    int j_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
    int j_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
    if (j_0 < n) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        float dp_0 = d[j_0] * invm[0];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        x[j_0] = dp_0;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        for (int i_0 = 1; i_0 < m; i_0++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            dp_0 = (d[i_0 * n + j_0] - a * dp_0) * invm[i_0];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            x[i_0 * n + j_0] = dp_0;
        }
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        float next_0 = dp_0;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        for (int i_1_0 = m - 2; i_1_0 >= 0; i_1_0--) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            next_0 = x[i_1_0 * n + j_0] - cp[i_1_0] * next_0;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            x[i_1_0 * n + j_0] = next_0;
        }
    }
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
    if (j_1 < n) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        float dp_1 = d[j_1] * invm[0];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        x[j_1] = dp_1;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        for (int i_c1 = 1; i_c1 < m; i_c1++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            dp_1 = (d[i_c1 * n + j_1] - a * dp_1) * invm[i_c1];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            x[i_c1 * n + j_1] = dp_1;
        }
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        float next_1 = dp_1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        for (int i_1_1 = m - 2; i_1_1 >= 0; i_1_1--) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            next_1 = x[i_1_1 * n + j_1] - cp[i_1_1] * next_1;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            x[i_1_1 * n + j_1] = next_1;
        }
    }
}
