extern "C" __global__ void csr_spmv_scalar_cf8x(const int* rowptr, const int* cols, const float* vals, const float* x, float* y, int rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
    int r_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
    int r_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
    int r_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
    int r_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
    int r_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
    int r_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
    int r_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
    int r_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
    if (r_0 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        float s_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        for (int k_0 = rowptr[r_0]; k_0 < rowptr[r_0 + 1]; k_0++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
            s_0 += vals[k_0] * x[cols[k_0]];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        y[r_0] = s_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
    if (r_1 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        float s_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        for (int k_1 = rowptr[r_1]; k_1 < rowptr[r_1 + 1]; k_1++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
            s_1 += vals[k_1] * x[cols[k_1]];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        y[r_1] = s_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
    if (r_2 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        float s_2 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        for (int k_2 = rowptr[r_2]; k_2 < rowptr[r_2 + 1]; k_2++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
            s_2 += vals[k_2] * x[cols[k_2]];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        y[r_2] = s_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
    if (r_3 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        float s_3 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        for (int k_3 = rowptr[r_3]; k_3 < rowptr[r_3 + 1]; k_3++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
            s_3 += vals[k_3] * x[cols[k_3]];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        y[r_3] = s_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
    if (r_4 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        float s_4 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        for (int k_4 = rowptr[r_4]; k_4 < rowptr[r_4 + 1]; k_4++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
            s_4 += vals[k_4] * x[cols[k_4]];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        y[r_4] = s_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
    if (r_5 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        float s_5 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        for (int k_5 = rowptr[r_5]; k_5 < rowptr[r_5 + 1]; k_5++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
            s_5 += vals[k_5] * x[cols[k_5]];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        y[r_5] = s_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
    if (r_6 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        float s_6 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        for (int k_6 = rowptr[r_6]; k_6 < rowptr[r_6 + 1]; k_6++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
            s_6 += vals[k_6] * x[cols[k_6]];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        y[r_6] = s_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
    if (r_7 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        float s_7 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        for (int k_7 = rowptr[r_7]; k_7 < rowptr[r_7 + 1]; k_7++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
            s_7 += vals[k_7] * x[cols[k_7]];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cu"
        y[r_7] = s_7;
    }
}
