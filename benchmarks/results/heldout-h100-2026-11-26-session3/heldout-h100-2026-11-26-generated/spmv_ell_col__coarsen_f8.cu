extern "C" __global__ void spmv_ell_col_cf8x(const int* cols, const float* vals, const float* x, float* y, int rows, int width) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
    int r_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
    int r_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
    int r_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
    int r_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
    int r_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
    int r_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
    int r_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
    int r_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
    if (r_4 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        float s_4 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        for (int k_4 = 0; k_4 < width; ++k_4) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
            int c_4 = cols[k_4 * rows + r_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
            if (c_4 >= 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
                s_4 += vals[k_4 * rows + r_4] * x[c_4];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        y[r_4] = s_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
    if (r_5 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        float s_5 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        for (int k_5 = 0; k_5 < width; ++k_5) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
            int c_5 = cols[k_5 * rows + r_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
            if (c_5 >= 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
                s_5 += vals[k_5 * rows + r_5] * x[c_5];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        y[r_5] = s_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
    if (r_6 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        float s_6 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        for (int k_6 = 0; k_6 < width; ++k_6) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
            int c_6 = cols[k_6 * rows + r_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
            if (c_6 >= 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
                s_6 += vals[k_6 * rows + r_6] * x[c_6];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        y[r_6] = s_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
    if (r_7 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        float s_7 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        for (int k_7 = 0; k_7 < width; ++k_7) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
            int c_7 = cols[k_7 * rows + r_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
            if (c_7 >= 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
                s_7 += vals[k_7 * rows + r_7] * x[c_7];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        y[r_7] = s_7;
    }
}
