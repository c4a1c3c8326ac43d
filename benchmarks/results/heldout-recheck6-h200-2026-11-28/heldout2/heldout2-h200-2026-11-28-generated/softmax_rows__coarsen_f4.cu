extern "C" __global__ void softmax_rows_cf4x(const float* in, float* out, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    int r_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    int r_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    int r_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    int r_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
}
