extern "C" __global__ void window_max_hop16_cf2x(const float* x, float* out, int nout) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
