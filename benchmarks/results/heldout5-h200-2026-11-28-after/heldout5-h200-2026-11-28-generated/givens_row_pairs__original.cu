extern "C" __global__ void givens_row_pairs(const float* A, const float* cs, const float* sn, float* B, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
    int p = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
    if (2 * p < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        float c = cs[p];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        float s = sn[p];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        int top = 2 * p * cols;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        int bot = top + cols;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        for (int j = 0; j < cols; j++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            float a = A[top + j];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            float b = A[bot + j];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            B[top + j] = c * a + s * b;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            B[bot + j] = c * b - s * a;
        }
    }
}
