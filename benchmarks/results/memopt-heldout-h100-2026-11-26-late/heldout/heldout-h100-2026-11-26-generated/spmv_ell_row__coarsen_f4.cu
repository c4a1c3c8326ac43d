extern "C" __global__ void spmv_ell_row_cf4x(const int* cols, const float* vals, const float* x, float* y, int rows, int width) {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
    int r_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
    int r_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
    int r_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
    int r_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
    if (r_0 < rows) {
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
        float s_0 = 0.0f;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
        for (int k_0 = 0; k_0 < width; k_0++) {
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
            int c_0 = cols[r_0 * width + k_0];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
            if (c_0 >= 0)
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                s_0 += vals[r_0 * width + k_0] * x[c_0];
        }
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
        y[r_0] = s_0;
    }
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
    if (r_1 < rows) {
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
        float s_1 = 0.0f;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
        for (int k_1 = 0; k_1 < width; k_1++) {
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
            int c_1 = cols[r_1 * width + k_1];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
            if (c_1 >= 0)
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                s_1 += vals[r_1 * width + k_1] * x[c_1];
        }
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
        y[r_1] = s_1;
    }
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
    if (r_2 < rows) {
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
        float s_2 = 0.0f;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
        for (int k_2 = 0; k_2 < width; k_2++) {
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
            int c_2 = cols[r_2 * width + k_2];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
            if (c_2 >= 0)
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                s_2 += vals[r_2 * width + k_2] * x[c_2];
        }
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
        y[r_2] = s_2;
    }
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
    if (r_3 < rows) {
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
        float s_3 = 0.0f;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
        for (int k_3 = 0; k_3 < width; k_3++) {
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
            int c_3 = cols[r_3 * width + k_3];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
            if (c_3 >= 0)
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                s_3 += vals[r_3 * width + k_3] * x[c_3];
        }
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
        y[r_3] = s_3;
    }
}
