extern "C" __global__ void givens_row_pairs_cf8x(const float* A, const float* cs, const float* sn, float* B, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
    int p_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
    int p_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
    int p_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
    int p_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
    int p_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
    int p_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
    int p_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
    int p_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
    if (2 * p_4 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        float c_4 = cs[p_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        float s_4 = sn[p_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        int top_4 = 2 * p_4 * cols;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        int bot_4 = top_4 + cols;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        for (int j_4 = 0; j_4 < cols; j_4++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            float a_4 = A[top_4 + j_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            float b_4 = A[bot_4 + j_4];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            B[top_4 + j_4] = c_4 * a_4 + s_4 * b_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            B[bot_4 + j_4] = c_4 * b_4 - s_4 * a_4;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
    if (2 * p_5 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        float c_5 = cs[p_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        float s_5 = sn[p_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        int top_5 = 2 * p_5 * cols;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        int bot_5 = top_5 + cols;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        for (int j_5 = 0; j_5 < cols; j_5++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            float a_5 = A[top_5 + j_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            float b_5 = A[bot_5 + j_5];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            B[top_5 + j_5] = c_5 * a_5 + s_5 * b_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            B[bot_5 + j_5] = c_5 * b_5 - s_5 * a_5;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
    if (2 * p_6 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        float c_6 = cs[p_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        float s_6 = sn[p_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        int top_6 = 2 * p_6 * cols;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        int bot_6 = top_6 + cols;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        for (int j_6 = 0; j_6 < cols; j_6++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            float a_6 = A[top_6 + j_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            float b_6 = A[bot_6 + j_6];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            B[top_6 + j_6] = c_6 * a_6 + s_6 * b_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            B[bot_6 + j_6] = c_6 * b_6 - s_6 * a_6;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
    if (2 * p_7 < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        float c_7 = cs[p_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        float s_7 = sn[p_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        int top_7 = 2 * p_7 * cols;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        int bot_7 = top_7 + cols;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
        for (int j_7 = 0; j_7 < cols; j_7++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            float a_7 = A[top_7 + j_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            float b_7 = A[bot_7 + j_7];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            B[top_7 + j_7] = c_7 * a_7 + s_7 * b_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/givens_row_pairs.cu"
            B[bot_7 + j_7] = c_7 * b_7 - s_7 * a_7;
        }
    }
}
