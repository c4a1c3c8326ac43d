extern "C" __global__ void window_max_hop16_cf4x(const float* x, float* out, int nout) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
    if (i_0 < nout) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        float m_0 = x[16 * i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        for (int k_0 = 1; k_0 < 32; k_0++)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
            m_0 = fmaxf(m_0, x[16 * i_0 + k_0]);
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        out[i_0] = m_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
    if (i_1 < nout) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        float m_1 = x[16 * i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        for (int k_1 = 1; k_1 < 32; k_1++)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
            m_1 = fmaxf(m_1, x[16 * i_1 + k_1]);
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        out[i_1] = m_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
    if (i_2 < nout) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        float m_2 = x[16 * i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        for (int k_2 = 1; k_2 < 32; k_2++)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
            m_2 = fmaxf(m_2, x[16 * i_2 + k_2]);
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        out[i_2] = m_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
    if (i_3 < nout) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        float m_3 = x[16 * i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        for (int k_3 = 1; k_3 < 32; k_3++)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
            m_3 = fmaxf(m_3, x[16 * i_3 + k_3]);
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        out[i_3] = m_3;
    }
}
