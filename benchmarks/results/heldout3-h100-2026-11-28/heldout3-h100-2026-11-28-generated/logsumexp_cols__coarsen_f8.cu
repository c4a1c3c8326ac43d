extern "C" __global__ void logsumexp_cols_cf8x(const float* A, float* out, int rows, int cols) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
    int j_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
    int j_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
    int j_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
    int j_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
    int j_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
    int j_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
    int j_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
    int j_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
    if (j_0 < cols) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        float m_0 = A[j_0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        for (int i_0 = 1; i_0 < rows; i_0++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
            m_0 = fmaxf(m_0, A[i_0 * cols + j_0]);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        float s_0 = 0.0f;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        for (int i_1_0 = 0; i_1_0 < rows; i_1_0++)
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
            s_0 += expf(A[i_1_0 * cols + j_0] - m_0);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        out[j_0] = m_0 + logf(s_0);
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
    if (j_1 < cols) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        float m_1 = A[j_1];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        for (int i_c1 = 1; i_c1 < rows; i_c1++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
            m_1 = fmaxf(m_1, A[i_c1 * cols + j_1]);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        float s_1 = 0.0f;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        for (int i_1_1 = 0; i_1_1 < rows; i_1_1++)
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
            s_1 += expf(A[i_1_1 * cols + j_1] - m_1);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        out[j_1] = m_1 + logf(s_1);
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
    if (j_2 < cols) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        float m_2 = A[j_2];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        for (int i_2 = 1; i_2 < rows; i_2++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
            m_2 = fmaxf(m_2, A[i_2 * cols + j_2]);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        float s_2 = 0.0f;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        for (int i_1_2 = 0; i_1_2 < rows; i_1_2++)
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
            s_2 += expf(A[i_1_2 * cols + j_2] - m_2);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        out[j_2] = m_2 + logf(s_2);
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
    if (j_3 < cols) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        float m_3 = A[j_3];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        for (int i_3 = 1; i_3 < rows; i_3++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
            m_3 = fmaxf(m_3, A[i_3 * cols + j_3]);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        float s_3 = 0.0f;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        for (int i_1_3 = 0; i_1_3 < rows; i_1_3++)
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
            s_3 += expf(A[i_1_3 * cols + j_3] - m_3);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        out[j_3] = m_3 + logf(s_3);
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
    if (j_4 < cols) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        float m_4 = A[j_4];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        for (int i_4 = 1; i_4 < rows; i_4++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
            m_4 = fmaxf(m_4, A[i_4 * cols + j_4]);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        float s_4 = 0.0f;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        for (int i_1_4 = 0; i_1_4 < rows; i_1_4++)
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
            s_4 += expf(A[i_1_4 * cols + j_4] - m_4);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        out[j_4] = m_4 + logf(s_4);
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
    if (j_5 < cols) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        float m_5 = A[j_5];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        for (int i_5 = 1; i_5 < rows; i_5++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
            m_5 = fmaxf(m_5, A[i_5 * cols + j_5]);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        float s_5 = 0.0f;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        for (int i_1_5 = 0; i_1_5 < rows; i_1_5++)
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
            s_5 += expf(A[i_1_5 * cols + j_5] - m_5);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        out[j_5] = m_5 + logf(s_5);
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
    if (j_6 < cols) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        float m_6 = A[j_6];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        for (int i_6 = 1; i_6 < rows; i_6++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
            m_6 = fmaxf(m_6, A[i_6 * cols + j_6]);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        float s_6 = 0.0f;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        for (int i_1_6 = 0; i_1_6 < rows; i_1_6++)
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
            s_6 += expf(A[i_1_6 * cols + j_6] - m_6);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        out[j_6] = m_6 + logf(s_6);
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
    if (j_7 < cols) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        float m_7 = A[j_7];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        for (int i_7 = 1; i_7 < rows; i_7++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
            m_7 = fmaxf(m_7, A[i_7 * cols + j_7]);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        float s_7 = 0.0f;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        for (int i_1_7 = 0; i_1_7 < rows; i_1_7++)
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
            s_7 += expf(A[i_1_7 * cols + j_7] - m_7);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/logsumexp_cols.cu"
        out[j_7] = m_7 + logf(s_7);
    }
}
