extern "C" __global__ void softmax_rows_cf2x(const float* in, float* out, int rows, int cols) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    int r_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    int r_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
