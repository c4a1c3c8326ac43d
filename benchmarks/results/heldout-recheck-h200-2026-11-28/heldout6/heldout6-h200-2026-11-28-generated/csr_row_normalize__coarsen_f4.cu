extern "C" __global__ void csr_row_normalize_cf4x(const int* rowptr, const float* vals, float* out, int nrows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
    int r_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
    int r_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
    int r_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
    int r_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
    if (r_0 < nrows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        int b_0 = rowptr[r_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        int e_0 = rowptr[r_0 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        float s_0 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        for (int k_0 = b_0; k_0 < e_0; k_0++)
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
            s_0 += vals[k_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        for (int k_1_0 = b_0; k_1_0 < e_0; k_1_0++)
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
            out[k_1_0] = vals[k_1_0] / s_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
    if (r_1 < nrows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        int b_1 = rowptr[r_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        int e_1 = rowptr[r_1 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        float s_1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        for (int k_c1 = b_1; k_c1 < e_1; k_c1++)
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
            s_1 += vals[k_c1];
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        for (int k_1_1 = b_1; k_1_1 < e_1; k_1_1++)
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
            out[k_1_1] = vals[k_1_1] / s_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
    if (r_2 < nrows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        int b_2 = rowptr[r_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        int e_2 = rowptr[r_2 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        float s_2 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        for (int k_2 = b_2; k_2 < e_2; k_2++)
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
            s_2 += vals[k_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        for (int k_1_2 = b_2; k_1_2 < e_2; k_1_2++)
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
            out[k_1_2] = vals[k_1_2] / s_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
    if (r_3 < nrows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        int b_3 = rowptr[r_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        int e_3 = rowptr[r_3 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        float s_3 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        for (int k_3 = b_3; k_3 < e_3; k_3++)
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
            s_3 += vals[k_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
        for (int k_1_3 = b_3; k_1_3 < e_3; k_1_3++)
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/csr_row_normalize.cu"
            out[k_1_3] = vals[k_1_3] / s_3;
    }
}
