extern "C" __global__ void givens_row_pairs_opt(const float* A, const float* cs, const float* sn, float* B, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
    int p = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
    if (2 * p < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
        float c = cs[p];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
        float s = sn[p];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
        int top = 2 * p * cols;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
        int bot = top + cols;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
        for (int j = 0 + (int)threadIdx.x; j < cols; j += 32) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
            float a = A[top + j];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
            float b = A[bot + j];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
            B[top + j] = c * a + s * b;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
            B[bot + j] = c * b - s * a;
        }
    }
}
