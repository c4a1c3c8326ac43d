extern "C" __global__ void row_dot_pairs(const float* A, const float* B, float* d, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
    if (r < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
        float s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
        for (int j = 0; j < cols; j++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
            s += A[r * cols + j] * B[r * cols + j];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_dot_pairs.cl"
        d[r] = s;
    }
}
