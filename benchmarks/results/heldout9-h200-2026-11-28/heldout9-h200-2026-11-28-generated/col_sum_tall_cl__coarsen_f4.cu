extern "C" __global__ void col_sum_tall_cf4x(const int* A, int* sums, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
    int c_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
    int c_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
    int c_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
    int c_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
    if (c_0 < cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
        int s_0 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
        for (int r_0 = 0; r_0 < rows; r_0++)
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
            s_0 += A[r_0 * cols + c_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
        sums[c_0] = s_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
    if (c_1 < cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
        int s_1 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
        for (int r_1 = 0; r_1 < rows; r_1++)
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
            s_1 += A[r_1 * cols + c_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
        sums[c_1] = s_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
    if (c_2 < cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
        int s_2 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
        for (int r_2 = 0; r_2 < rows; r_2++)
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
            s_2 += A[r_2 * cols + c_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
        sums[c_2] = s_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
    if (c_3 < cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
        int s_3 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
        for (int r_3 = 0; r_3 < rows; r_3++)
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
            s_3 += A[r_3 * cols + c_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
        sums[c_3] = s_3;
    }
}
