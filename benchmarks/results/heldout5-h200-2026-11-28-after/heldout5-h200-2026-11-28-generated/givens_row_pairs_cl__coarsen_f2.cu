extern "C" __global__ void givens_row_pairs_cf2x(const float* A, const float* cs, const float* sn, float* B, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
    int p_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
    int p_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
    if (2 * p_0 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
        float c_0 = cs[p_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
        float s_0 = sn[p_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
        int top_0 = 2 * p_0 * cols;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
        int bot_0 = top_0 + cols;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
        for (int j_0 = 0; j_0 < cols; j_0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
            float a_0 = A[top_0 + j_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
            float b_0 = A[bot_0 + j_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
            B[top_0 + j_0] = c_0 * a_0 + s_0 * b_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
            B[bot_0 + j_0] = c_0 * b_0 - s_0 * a_0;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
    if (2 * p_1 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
        float c_1 = cs[p_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
        float s_1 = sn[p_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
        int top_1 = 2 * p_1 * cols;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
        int bot_1 = top_1 + cols;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
        for (int j_1 = 0; j_1 < cols; j_1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
            float a_1 = A[top_1 + j_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
            float b_1 = A[bot_1 + j_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
            B[top_1 + j_1] = c_1 * a_1 + s_1 * b_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cl"
            B[bot_1 + j_1] = c_1 * b_1 - s_1 * a_1;
        }
    }
}
