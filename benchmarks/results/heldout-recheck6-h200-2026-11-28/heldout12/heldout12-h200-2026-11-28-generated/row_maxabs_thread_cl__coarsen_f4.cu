extern "C" __global__ void row_maxabs_thread_cf4x(const float* A, float* amax, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    int r_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    int r_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    int r_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    int r_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
}
