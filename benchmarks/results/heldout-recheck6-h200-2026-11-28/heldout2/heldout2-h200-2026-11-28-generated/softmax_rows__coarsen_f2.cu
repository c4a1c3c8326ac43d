extern "C" __global__ void softmax_rows_cf2x(const float* in, float* out, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    int r_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cu"
    int r_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
