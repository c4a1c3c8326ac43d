extern "C" __global__ void col_sum_tall(const int* A, int* sums, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
    int c = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
    if (c < cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
        int s = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
        for (int r = 0; r < rows; r++)
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
            s += A[r * cols + c];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/col_sum_tall.cl"
        sums[c] = s;
    }
}
