extern "C" __global__ void col_sum_tall_cf2x(const int* A, int* sums, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cu"
    int c_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cu"
    int c_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cu"
    if (c_0 < cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cu"
        int s_0 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cu"
        for (int r_0 = 0; r_0 < rows; r_0++)
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cu"
            s_0 += A[r_0 * cols + c_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cu"
        sums[c_0] = s_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cu"
    if (c_1 < cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cu"
        int s_1 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cu"
        for (int r_1 = 0; r_1 < rows; r_1++)
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cu"
            s_1 += A[r_1 * cols + c_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cu"
        sums[c_1] = s_1;
    }
}
