extern "C" __global__ void csr_spmv_scalar_cf8x(const int* rowptr, const int* cols, const float* vals, const float* x, float* y, int rows) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    int r_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    int r_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    int r_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    int r_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    int r_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    int r_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    int r_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    int r_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    if (r_0 < rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        float s_0 = 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        for (int k_0 = rowptr[r_0]; k_0 < rowptr[r_0 + 1]; k_0++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
            s_0 += vals[k_0] * x[cols[k_0]];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        y[r_0] = s_0;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    if (r_1 < rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        float s_1 = 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        for (int k_1 = rowptr[r_1]; k_1 < rowptr[r_1 + 1]; k_1++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
            s_1 += vals[k_1] * x[cols[k_1]];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        y[r_1] = s_1;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    if (r_2 < rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        float s_2 = 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        for (int k_2 = rowptr[r_2]; k_2 < rowptr[r_2 + 1]; k_2++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
            s_2 += vals[k_2] * x[cols[k_2]];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        y[r_2] = s_2;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    if (r_3 < rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        float s_3 = 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        for (int k_3 = rowptr[r_3]; k_3 < rowptr[r_3 + 1]; k_3++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
            s_3 += vals[k_3] * x[cols[k_3]];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        y[r_3] = s_3;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    if (r_4 < rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        float s_4 = 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        for (int k_4 = rowptr[r_4]; k_4 < rowptr[r_4 + 1]; k_4++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
            s_4 += vals[k_4] * x[cols[k_4]];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        y[r_4] = s_4;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    if (r_5 < rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        float s_5 = 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        for (int k_5 = rowptr[r_5]; k_5 < rowptr[r_5 + 1]; k_5++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
            s_5 += vals[k_5] * x[cols[k_5]];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        y[r_5] = s_5;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    if (r_6 < rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        float s_6 = 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        for (int k_6 = rowptr[r_6]; k_6 < rowptr[r_6 + 1]; k_6++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
            s_6 += vals[k_6] * x[cols[k_6]];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        y[r_6] = s_6;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
    if (r_7 < rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        float s_7 = 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        for (int k_7 = rowptr[r_7]; k_7 < rowptr[r_7 + 1]; k_7++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
            s_7 += vals[k_7] * x[cols[k_7]];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/csr_spmv_scalar.cl"
        y[r_7] = s_7;
    }
}
