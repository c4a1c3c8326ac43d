extern "C" __global__ void spmv_ell_col_cf4x(const int* cols, const float* vals, const float* x, float* y, int rows, int width) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
    int r_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
    int r_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
    int r_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
    int r_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
    if (r_0 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        float s_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        for (int k_0 = 0; k_0 < width; ++k_0) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
            int c_0 = cols[k_0 * rows + r_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
            if (c_0 >= 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
                s_0 += vals[k_0 * rows + r_0] * x[c_0];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        y[r_0] = s_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
    if (r_1 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        float s_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        for (int k_1 = 0; k_1 < width; ++k_1) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
            int c_1 = cols[k_1 * rows + r_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
            if (c_1 >= 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
                s_1 += vals[k_1 * rows + r_1] * x[c_1];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        y[r_1] = s_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
    if (r_2 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        float s_2 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        for (int k_2 = 0; k_2 < width; ++k_2) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
            int c_2 = cols[k_2 * rows + r_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
            if (c_2 >= 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
                s_2 += vals[k_2 * rows + r_2] * x[c_2];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        y[r_2] = s_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
    if (r_3 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        float s_3 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        for (int k_3 = 0; k_3 < width; ++k_3) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
            int c_3 = cols[k_3 * rows + r_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
            if (c_3 >= 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
                s_3 += vals[k_3 * rows + r_3] * x[c_3];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        y[r_3] = s_3;
    }
}
