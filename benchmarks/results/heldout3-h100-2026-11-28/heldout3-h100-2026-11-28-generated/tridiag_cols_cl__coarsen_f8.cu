extern "C" __global__ void tridiag_cols_cf8x(const float* d, const float* cp, const float* invm, float* x, float a, int m, int n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
    int j_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
    int j_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
    int j_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
    int j_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
    int j_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
    int j_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
    int j_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
    int j_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
    if (j_2 < n) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        float dp_2 = d[j_2] * invm[0];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        x[j_2] = dp_2;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        for (int i_2 = 1; i_2 < m; i_2++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            dp_2 = (d[i_2 * n + j_2] - a * dp_2) * invm[i_2];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            x[i_2 * n + j_2] = dp_2;
        }
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        float next_2 = dp_2;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        for (int i_1_2 = m - 2; i_1_2 >= 0; i_1_2--) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            next_2 = x[i_1_2 * n + j_2] - cp[i_1_2] * next_2;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            x[i_1_2 * n + j_2] = next_2;
        }
    }
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
    if (j_3 < n) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        float dp_3 = d[j_3] * invm[0];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        x[j_3] = dp_3;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        for (int i_3 = 1; i_3 < m; i_3++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            dp_3 = (d[i_3 * n + j_3] - a * dp_3) * invm[i_3];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            x[i_3 * n + j_3] = dp_3;
        }
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        float next_3 = dp_3;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        for (int i_1_3 = m - 2; i_1_3 >= 0; i_1_3--) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            next_3 = x[i_1_3 * n + j_3] - cp[i_1_3] * next_3;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            x[i_1_3 * n + j_3] = next_3;
        }
    }
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
    if (j_4 < n) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        float dp_4 = d[j_4] * invm[0];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        x[j_4] = dp_4;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        for (int i_4 = 1; i_4 < m; i_4++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            dp_4 = (d[i_4 * n + j_4] - a * dp_4) * invm[i_4];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            x[i_4 * n + j_4] = dp_4;
        }
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        float next_4 = dp_4;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        for (int i_1_4 = m - 2; i_1_4 >= 0; i_1_4--) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            next_4 = x[i_1_4 * n + j_4] - cp[i_1_4] * next_4;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            x[i_1_4 * n + j_4] = next_4;
        }
    }
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
    if (j_5 < n) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        float dp_5 = d[j_5] * invm[0];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        x[j_5] = dp_5;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        for (int i_5 = 1; i_5 < m; i_5++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            dp_5 = (d[i_5 * n + j_5] - a * dp_5) * invm[i_5];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            x[i_5 * n + j_5] = dp_5;
        }
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        float next_5 = dp_5;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        for (int i_1_5 = m - 2; i_1_5 >= 0; i_1_5--) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            next_5 = x[i_1_5 * n + j_5] - cp[i_1_5] * next_5;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            x[i_1_5 * n + j_5] = next_5;
        }
    }
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
    if (j_6 < n) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        float dp_6 = d[j_6] * invm[0];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        x[j_6] = dp_6;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        for (int i_6 = 1; i_6 < m; i_6++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            dp_6 = (d[i_6 * n + j_6] - a * dp_6) * invm[i_6];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            x[i_6 * n + j_6] = dp_6;
        }
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        float next_6 = dp_6;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        for (int i_1_6 = m - 2; i_1_6 >= 0; i_1_6--) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            next_6 = x[i_1_6 * n + j_6] - cp[i_1_6] * next_6;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            x[i_1_6 * n + j_6] = next_6;
        }
    }
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
    if (j_7 < n) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        float dp_7 = d[j_7] * invm[0];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        x[j_7] = dp_7;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        for (int i_7 = 1; i_7 < m; i_7++) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            dp_7 = (d[i_7 * n + j_7] - a * dp_7) * invm[i_7];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            x[i_7 * n + j_7] = dp_7;
        }
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        float next_7 = dp_7;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
        for (int i_1_7 = m - 2; i_1_7 >= 0; i_1_7--) {
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            next_7 = x[i_1_7 * n + j_7] - cp[i_1_7] * next_7;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tridiag_cols.cl"
            x[i_1_7 * n + j_7] = next_7;
        }
    }
}
