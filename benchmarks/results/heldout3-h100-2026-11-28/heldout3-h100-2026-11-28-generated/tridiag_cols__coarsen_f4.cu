extern "C" __global__ void tridiag_cols_cf4x(const float* d, const float* cp, const float* invm, float* x, float a, int m, int n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
    int j_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
    int j_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
    int j_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
    int j_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
    if (j_0 < n) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        float dp_0 = d[j_0] * invm[0];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        x[j_0] = dp_0;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        for (int i_0 = 1; i_0 < m; i_0++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
            dp_0 = (d[i_0 * n + j_0] - a * dp_0) * invm[i_0];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
            x[i_0 * n + j_0] = dp_0;
        }
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        float next_0 = dp_0;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        for (int i_1_0 = m - 2; i_1_0 >= 0; i_1_0--) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
            next_0 = x[i_1_0 * n + j_0] - cp[i_1_0] * next_0;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
            x[i_1_0 * n + j_0] = next_0;
        }
    }
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
    if (j_1 < n) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        float dp_1 = d[j_1] * invm[0];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        x[j_1] = dp_1;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        for (int i_c1 = 1; i_c1 < m; i_c1++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
            dp_1 = (d[i_c1 * n + j_1] - a * dp_1) * invm[i_c1];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
            x[i_c1 * n + j_1] = dp_1;
        }
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        float next_1 = dp_1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        for (int i_1_1 = m - 2; i_1_1 >= 0; i_1_1--) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
            next_1 = x[i_1_1 * n + j_1] - cp[i_1_1] * next_1;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
            x[i_1_1 * n + j_1] = next_1;
        }
    }
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
    if (j_2 < n) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        float dp_2 = d[j_2] * invm[0];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        x[j_2] = dp_2;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        for (int i_2 = 1; i_2 < m; i_2++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
            dp_2 = (d[i_2 * n + j_2] - a * dp_2) * invm[i_2];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
            x[i_2 * n + j_2] = dp_2;
        }
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        float next_2 = dp_2;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        for (int i_1_2 = m - 2; i_1_2 >= 0; i_1_2--) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
            next_2 = x[i_1_2 * n + j_2] - cp[i_1_2] * next_2;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
            x[i_1_2 * n + j_2] = next_2;
        }
    }
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
    if (j_3 < n) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        float dp_3 = d[j_3] * invm[0];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        x[j_3] = dp_3;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        for (int i_3 = 1; i_3 < m; i_3++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
            dp_3 = (d[i_3 * n + j_3] - a * dp_3) * invm[i_3];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
            x[i_3 * n + j_3] = dp_3;
        }
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        float next_3 = dp_3;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
        for (int i_1_3 = m - 2; i_1_3 >= 0; i_1_3--) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
            next_3 = x[i_1_3 * n + j_3] - cp[i_1_3] * next_3;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cu"
            x[i_1_3 * n + j_3] = next_3;
        }
    }
}
