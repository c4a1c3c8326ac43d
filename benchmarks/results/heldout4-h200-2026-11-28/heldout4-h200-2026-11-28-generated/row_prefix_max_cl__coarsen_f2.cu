extern "C" __global__ void row_prefix_max_cf2x(const float* A, float* out, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_prefix_max.cl"
    int r_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_prefix_max.cl"
    int r_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_prefix_max.cl"
    if (r_0 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_prefix_max.cl"
        float m_0 = A[r_0 * cols];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_prefix_max.cl"
        for (int c_0 = 0; c_0 < cols; c_0++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_prefix_max.cl"
            m_0 = fmaxf(m_0, A[r_0 * cols + c_0]);
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_prefix_max.cl"
            out[r_0 * cols + c_0] = m_0;
        }
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_prefix_max.cl"
    if (r_1 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_prefix_max.cl"
        float m_1 = A[r_1 * cols];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_prefix_max.cl"
        for (int c_1 = 0; c_1 < cols; c_1++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_prefix_max.cl"
            m_1 = fmaxf(m_1, A[r_1 * cols + c_1]);
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_prefix_max.cl"
            out[r_1 * cols + c_1] = m_1;
        }
    }
}
