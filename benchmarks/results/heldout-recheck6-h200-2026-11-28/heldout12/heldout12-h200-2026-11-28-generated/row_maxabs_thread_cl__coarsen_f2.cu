extern "C" __global__ void row_maxabs_thread_cf2x(const float* A, float* amax, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    int r_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    int r_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
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
}
