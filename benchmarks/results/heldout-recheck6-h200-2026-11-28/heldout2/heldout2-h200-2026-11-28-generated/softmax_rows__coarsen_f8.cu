extern "C" __global__ void softmax_rows_cf8x(const float* in, float* out, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    int r_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    int r_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    int r_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    int r_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    int r_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    int r_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    int r_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    int r_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    if (r_0 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float m_0 = in[r_0 * cols];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_0 = 1; c_0 < cols; c_0++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            m_0 = fmaxf(m_0, in[r_0 * cols + c_0]);
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float s_0 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_1_0 = 0; c_1_0 < cols; c_1_0++)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            s_0 += expf(in[r_0 * cols + c_1_0] - m_0);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float inv_0 = 1.0f / s_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_2_0 = 0; c_2_0 < cols; c_2_0++)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            out[r_0 * cols + c_2_0] = expf(in[r_0 * cols + c_2_0] - m_0) * inv_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    if (r_1 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float m_1 = in[r_1 * cols];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_c1 = 1; c_c1 < cols; c_c1++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            m_1 = fmaxf(m_1, in[r_1 * cols + c_c1]);
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float s_1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_1_1 = 0; c_1_1 < cols; c_1_1++)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            s_1 += expf(in[r_1 * cols + c_1_1] - m_1);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float inv_1 = 1.0f / s_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_2_1 = 0; c_2_1 < cols; c_2_1++)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            out[r_1 * cols + c_2_1] = expf(in[r_1 * cols + c_2_1] - m_1) * inv_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    if (r_2 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float m_2 = in[r_2 * cols];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_c2 = 1; c_c2 < cols; c_c2++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            m_2 = fmaxf(m_2, in[r_2 * cols + c_c2]);
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float s_2 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_1_2 = 0; c_1_2 < cols; c_1_2++)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            s_2 += expf(in[r_2 * cols + c_1_2] - m_2);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float inv_2 = 1.0f / s_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_2_2 = 0; c_2_2 < cols; c_2_2++)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            out[r_2 * cols + c_2_2] = expf(in[r_2 * cols + c_2_2] - m_2) * inv_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    if (r_3 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float m_3 = in[r_3 * cols];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_3 = 1; c_3 < cols; c_3++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            m_3 = fmaxf(m_3, in[r_3 * cols + c_3]);
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float s_3 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_1_3 = 0; c_1_3 < cols; c_1_3++)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            s_3 += expf(in[r_3 * cols + c_1_3] - m_3);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float inv_3 = 1.0f / s_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_2_3 = 0; c_2_3 < cols; c_2_3++)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            out[r_3 * cols + c_2_3] = expf(in[r_3 * cols + c_2_3] - m_3) * inv_3;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    if (r_4 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float m_4 = in[r_4 * cols];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_4 = 1; c_4 < cols; c_4++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            m_4 = fmaxf(m_4, in[r_4 * cols + c_4]);
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float s_4 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_1_4 = 0; c_1_4 < cols; c_1_4++)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            s_4 += expf(in[r_4 * cols + c_1_4] - m_4);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float inv_4 = 1.0f / s_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_2_4 = 0; c_2_4 < cols; c_2_4++)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            out[r_4 * cols + c_2_4] = expf(in[r_4 * cols + c_2_4] - m_4) * inv_4;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    if (r_5 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float m_5 = in[r_5 * cols];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_5 = 1; c_5 < cols; c_5++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            m_5 = fmaxf(m_5, in[r_5 * cols + c_5]);
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float s_5 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_1_5 = 0; c_1_5 < cols; c_1_5++)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            s_5 += expf(in[r_5 * cols + c_1_5] - m_5);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float inv_5 = 1.0f / s_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_2_5 = 0; c_2_5 < cols; c_2_5++)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            out[r_5 * cols + c_2_5] = expf(in[r_5 * cols + c_2_5] - m_5) * inv_5;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    if (r_6 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float m_6 = in[r_6 * cols];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_6 = 1; c_6 < cols; c_6++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            m_6 = fmaxf(m_6, in[r_6 * cols + c_6]);
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float s_6 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_1_6 = 0; c_1_6 < cols; c_1_6++)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            s_6 += expf(in[r_6 * cols + c_1_6] - m_6);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float inv_6 = 1.0f / s_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_2_6 = 0; c_2_6 < cols; c_2_6++)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            out[r_6 * cols + c_2_6] = expf(in[r_6 * cols + c_2_6] - m_6) * inv_6;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    if (r_7 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float m_7 = in[r_7 * cols];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_7 = 1; c_7 < cols; c_7++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            m_7 = fmaxf(m_7, in[r_7 * cols + c_7]);
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float s_7 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_1_7 = 0; c_1_7 < cols; c_1_7++)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            s_7 += expf(in[r_7 * cols + c_1_7] - m_7);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        float inv_7 = 1.0f / s_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
        for (int c_2_7 = 0; c_2_7 < cols; c_2_7++)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
            out[r_7 * cols + c_2_7] = expf(in[r_7 * cols + c_2_7] - m_7) * inv_7;
    }
}
