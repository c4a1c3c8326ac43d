extern "C" __global__ void givens_row_pairs_cf4x(const float* A, const float* cs, const float* sn, float* B, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
    int p_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
    int p_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
    int p_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
    int p_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
    if (2 * p_0 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        float c_0 = cs[p_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        float s_0 = sn[p_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        int top_0 = 2 * p_0 * cols;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        int bot_0 = top_0 + cols;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        for (int j_0 = 0; j_0 < cols; j_0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            float a_0 = A[top_0 + j_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            float b_0 = A[bot_0 + j_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            B[top_0 + j_0] = c_0 * a_0 + s_0 * b_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            B[bot_0 + j_0] = c_0 * b_0 - s_0 * a_0;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
    if (2 * p_1 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        float c_1 = cs[p_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        float s_1 = sn[p_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        int top_1 = 2 * p_1 * cols;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        int bot_1 = top_1 + cols;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        for (int j_1 = 0; j_1 < cols; j_1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            float a_1 = A[top_1 + j_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            float b_1 = A[bot_1 + j_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            B[top_1 + j_1] = c_1 * a_1 + s_1 * b_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            B[bot_1 + j_1] = c_1 * b_1 - s_1 * a_1;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
    if (2 * p_2 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        float c_2 = cs[p_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        float s_2 = sn[p_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        int top_2 = 2 * p_2 * cols;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        int bot_2 = top_2 + cols;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        for (int j_2 = 0; j_2 < cols; j_2++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            float a_2 = A[top_2 + j_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            float b_2 = A[bot_2 + j_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            B[top_2 + j_2] = c_2 * a_2 + s_2 * b_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            B[bot_2 + j_2] = c_2 * b_2 - s_2 * a_2;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
    if (2 * p_3 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        float c_3 = cs[p_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        float s_3 = sn[p_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        int top_3 = 2 * p_3 * cols;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        int bot_3 = top_3 + cols;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        for (int j_3 = 0; j_3 < cols; j_3++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            float a_3 = A[top_3 + j_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            float b_3 = A[bot_3 + j_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            B[top_3 + j_3] = c_3 * a_3 + s_3 * b_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            B[bot_3 + j_3] = c_3 * b_3 - s_3 * a_3;
        }
    }
}
