extern "C" __global__ void softmax_rows_cf4x(const float* in, float* out, int rows, int cols) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    int r_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    int r_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    int r_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    int r_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    if (r_0 < rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float m_0 = in[r_0 * cols];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_0 = 1; c_0 < cols; c_0++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            m_0 = fmaxf(m_0, in[r_0 * cols + c_0]);
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float s_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_1_0 = 0; c_1_0 < cols; c_1_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            s_0 += expf(in[r_0 * cols + c_1_0] - m_0);
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float inv_0 = 1.0f / s_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_2_0 = 0; c_2_0 < cols; c_2_0++)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            out[r_0 * cols + c_2_0] = expf(in[r_0 * cols + c_2_0] - m_0) * inv_0;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    if (r_1 < rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float m_1 = in[r_1 * cols];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_c1 = 1; c_c1 < cols; c_c1++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            m_1 = fmaxf(m_1, in[r_1 * cols + c_c1]);
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float s_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_1_1 = 0; c_1_1 < cols; c_1_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            s_1 += expf(in[r_1 * cols + c_1_1] - m_1);
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float inv_1 = 1.0f / s_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_2_1 = 0; c_2_1 < cols; c_2_1++)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            out[r_1 * cols + c_2_1] = expf(in[r_1 * cols + c_2_1] - m_1) * inv_1;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    if (r_2 < rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float m_2 = in[r_2 * cols];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_c2 = 1; c_c2 < cols; c_c2++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            m_2 = fmaxf(m_2, in[r_2 * cols + c_c2]);
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float s_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_1_2 = 0; c_1_2 < cols; c_1_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            s_2 += expf(in[r_2 * cols + c_1_2] - m_2);
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float inv_2 = 1.0f / s_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_2_2 = 0; c_2_2 < cols; c_2_2++)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            out[r_2 * cols + c_2_2] = expf(in[r_2 * cols + c_2_2] - m_2) * inv_2;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    if (r_3 < rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float m_3 = in[r_3 * cols];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_3 = 1; c_3 < cols; c_3++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            m_3 = fmaxf(m_3, in[r_3 * cols + c_3]);
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float s_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_1_3 = 0; c_1_3 < cols; c_1_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            s_3 += expf(in[r_3 * cols + c_1_3] - m_3);
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float inv_3 = 1.0f / s_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_2_3 = 0; c_2_3 < cols; c_2_3++)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            out[r_3 * cols + c_2_3] = expf(in[r_3 * cols + c_2_3] - m_3) * inv_3;
    }
}
