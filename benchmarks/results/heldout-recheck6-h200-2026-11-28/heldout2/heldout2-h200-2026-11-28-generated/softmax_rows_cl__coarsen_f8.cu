extern "C" __global__ void softmax_rows_cf8x(const float* in, float* out, int rows, int cols) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    int r_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    int r_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    int r_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    int r_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    int r_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    int r_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    int r_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    int r_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    if (r_4 < rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float m_4 = in[r_4 * cols];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_4 = 1; c_4 < cols; c_4++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            m_4 = fmaxf(m_4, in[r_4 * cols + c_4]);
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float s_4 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_1_4 = 0; c_1_4 < cols; c_1_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            s_4 += expf(in[r_4 * cols + c_1_4] - m_4);
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float inv_4 = 1.0f / s_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_2_4 = 0; c_2_4 < cols; c_2_4++)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            out[r_4 * cols + c_2_4] = expf(in[r_4 * cols + c_2_4] - m_4) * inv_4;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    if (r_5 < rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float m_5 = in[r_5 * cols];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_5 = 1; c_5 < cols; c_5++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            m_5 = fmaxf(m_5, in[r_5 * cols + c_5]);
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float s_5 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_1_5 = 0; c_1_5 < cols; c_1_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            s_5 += expf(in[r_5 * cols + c_1_5] - m_5);
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float inv_5 = 1.0f / s_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_2_5 = 0; c_2_5 < cols; c_2_5++)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            out[r_5 * cols + c_2_5] = expf(in[r_5 * cols + c_2_5] - m_5) * inv_5;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    if (r_6 < rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float m_6 = in[r_6 * cols];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_6 = 1; c_6 < cols; c_6++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            m_6 = fmaxf(m_6, in[r_6 * cols + c_6]);
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float s_6 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_1_6 = 0; c_1_6 < cols; c_1_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            s_6 += expf(in[r_6 * cols + c_1_6] - m_6);
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float inv_6 = 1.0f / s_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_2_6 = 0; c_2_6 < cols; c_2_6++)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            out[r_6 * cols + c_2_6] = expf(in[r_6 * cols + c_2_6] - m_6) * inv_6;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    if (r_7 < rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float m_7 = in[r_7 * cols];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_7 = 1; c_7 < cols; c_7++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            m_7 = fmaxf(m_7, in[r_7 * cols + c_7]);
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float s_7 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_1_7 = 0; c_1_7 < cols; c_1_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            s_7 += expf(in[r_7 * cols + c_1_7] - m_7);
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float inv_7 = 1.0f / s_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_2_7 = 0; c_2_7 < cols; c_2_7++)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            out[r_7 * cols + c_2_7] = expf(in[r_7 * cols + c_2_7] - m_7) * inv_7;
    }
}
