extern "C" __global__ void col_sum_tall(const int* A, int* sums, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cu"
    int c = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cu"
    if (c < cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cu"
        int s = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cu"
        for (int r = 0; r < rows; r++)
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cu"
            s += A[r * cols + c];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cu"
        sums[c] = s;
    }
}
