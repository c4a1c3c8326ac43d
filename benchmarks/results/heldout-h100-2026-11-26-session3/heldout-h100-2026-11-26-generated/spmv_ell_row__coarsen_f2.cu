extern "C" __global__ void spmv_ell_row_cf2x(const int* cols, const float* vals, const float* x, float* y, int rows, int width) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_row.cl"
    int r_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_row.cl"
    int r_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_row.cl"
    if (r_0 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_row.cl"
        float s_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_row.cl"
        for (int k_0 = 0; k_0 < width; k_0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_row.cl"
            int c_0 = cols[r_0 * width + k_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_row.cl"
            if (c_0 >= 0)
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_row.cl"
                s_0 += vals[r_0 * width + k_0] * x[c_0];
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_row.cl"
        y[r_0] = s_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_row.cl"
    if (r_1 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_row.cl"
        float s_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_row.cl"
        for (int k_1 = 0; k_1 < width; k_1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_row.cl"
            int c_1 = cols[r_1 * width + k_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_row.cl"
            if (c_1 >= 0)
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_row.cl"
                s_1 += vals[r_1 * width + k_1] * x[c_1];
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_row.cl"
        y[r_1] = s_1;
    }
}
