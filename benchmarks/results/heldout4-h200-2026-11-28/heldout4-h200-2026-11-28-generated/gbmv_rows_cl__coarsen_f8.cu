extern "C" __global__ void gbmv_rows_cf8x(const float* band, const float* x, float* y, int n, int hw) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        int w_0 = 2 * hw + 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        float s_0 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        for (int d_0 = 0; d_0 < w_0; d_0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
            int j_0 = i_0 - hw + d_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
            if (j_0 >= 0 && j_0 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
                s_0 += band[i_0 * w_0 + d_0] * x[j_0];
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        y[i_0] = s_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        int w_1 = 2 * hw + 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        float s_1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        for (int d_1 = 0; d_1 < w_1; d_1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
            int j_1 = i_1 - hw + d_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
            if (j_1 >= 0 && j_1 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
                s_1 += band[i_1 * w_1 + d_1] * x[j_1];
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        y[i_1] = s_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        int w_2 = 2 * hw + 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        float s_2 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        for (int d_2 = 0; d_2 < w_2; d_2++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
            int j_2 = i_2 - hw + d_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
            if (j_2 >= 0 && j_2 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
                s_2 += band[i_2 * w_2 + d_2] * x[j_2];
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        y[i_2] = s_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        int w_3 = 2 * hw + 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        float s_3 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        for (int d_3 = 0; d_3 < w_3; d_3++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
            int j_3 = i_3 - hw + d_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
            if (j_3 >= 0 && j_3 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
                s_3 += band[i_3 * w_3 + d_3] * x[j_3];
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        y[i_3] = s_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        int w_4 = 2 * hw + 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        float s_4 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        for (int d_4 = 0; d_4 < w_4; d_4++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
            int j_4 = i_4 - hw + d_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
            if (j_4 >= 0 && j_4 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
                s_4 += band[i_4 * w_4 + d_4] * x[j_4];
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        y[i_4] = s_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        int w_5 = 2 * hw + 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        float s_5 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        for (int d_5 = 0; d_5 < w_5; d_5++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
            int j_5 = i_5 - hw + d_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
            if (j_5 >= 0 && j_5 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
                s_5 += band[i_5 * w_5 + d_5] * x[j_5];
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        y[i_5] = s_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        int w_6 = 2 * hw + 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        float s_6 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        for (int d_6 = 0; d_6 < w_6; d_6++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
            int j_6 = i_6 - hw + d_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
            if (j_6 >= 0 && j_6 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
                s_6 += band[i_6 * w_6 + d_6] * x[j_6];
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        y[i_6] = s_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        int w_7 = 2 * hw + 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        float s_7 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        for (int d_7 = 0; d_7 < w_7; d_7++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
            int j_7 = i_7 - hw + d_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
            if (j_7 >= 0 && j_7 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
                s_7 += band[i_7 * w_7 + d_7] * x[j_7];
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
        y[i_7] = s_7;
    }
}
