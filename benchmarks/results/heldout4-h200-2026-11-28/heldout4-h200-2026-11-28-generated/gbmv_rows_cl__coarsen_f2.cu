extern "C" __global__ void gbmv_rows_cf2x(const float* band, const float* x, float* y, int n, int hw) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
