extern "C" __global__ void row_maxabs_thread_cf8x(const float* A, float* amax, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    int r_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    int r_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    int r_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    int r_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    int r_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    int r_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    int r_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    int r_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    if (r_0 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        float m_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        for (int c_0 = 0; c_0 < cols; ++c_0)
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
            m_0 = fmaxf(m_0, fabsf(A[r_0 * cols + c_0]));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        amax[r_0] = m_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    if (r_1 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        float m_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        for (int c_1 = 0; c_1 < cols; ++c_1)
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
            m_1 = fmaxf(m_1, fabsf(A[r_1 * cols + c_1]));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        amax[r_1] = m_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    if (r_2 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        float m_2 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        for (int c_2 = 0; c_2 < cols; ++c_2)
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
            m_2 = fmaxf(m_2, fabsf(A[r_2 * cols + c_2]));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        amax[r_2] = m_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    if (r_3 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        float m_3 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        for (int c_3 = 0; c_3 < cols; ++c_3)
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
            m_3 = fmaxf(m_3, fabsf(A[r_3 * cols + c_3]));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        amax[r_3] = m_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    if (r_4 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        float m_4 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        for (int c_4 = 0; c_4 < cols; ++c_4)
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
            m_4 = fmaxf(m_4, fabsf(A[r_4 * cols + c_4]));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        amax[r_4] = m_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    if (r_5 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        float m_5 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        for (int c_5 = 0; c_5 < cols; ++c_5)
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
            m_5 = fmaxf(m_5, fabsf(A[r_5 * cols + c_5]));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        amax[r_5] = m_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    if (r_6 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        float m_6 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        for (int c_6 = 0; c_6 < cols; ++c_6)
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
            m_6 = fmaxf(m_6, fabsf(A[r_6 * cols + c_6]));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        amax[r_6] = m_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    if (r_7 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        float m_7 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        for (int c_7 = 0; c_7 < cols; ++c_7)
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
            m_7 = fmaxf(m_7, fabsf(A[r_7 * cols + c_7]));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        amax[r_7] = m_7;
    }
}
