extern "C" __global__ void window_max_hop16_cf8x(const float* x, float* out, int nout) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
    if (i_4 < nout) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        float m_4 = x[16 * i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        for (int k_4 = 1; k_4 < 32; k_4++)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
            m_4 = fmaxf(m_4, x[16 * i_4 + k_4]);
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        out[i_4] = m_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
    if (i_5 < nout) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        float m_5 = x[16 * i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        for (int k_5 = 1; k_5 < 32; k_5++)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
            m_5 = fmaxf(m_5, x[16 * i_5 + k_5]);
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        out[i_5] = m_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
    if (i_6 < nout) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        float m_6 = x[16 * i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        for (int k_6 = 1; k_6 < 32; k_6++)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
            m_6 = fmaxf(m_6, x[16 * i_6 + k_6]);
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        out[i_6] = m_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
    if (i_7 < nout) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        float m_7 = x[16 * i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        for (int k_7 = 1; k_7 < 32; k_7++)
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
            m_7 = fmaxf(m_7, x[16 * i_7 + k_7]);
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/window_max_hop16.cl"
        out[i_7] = m_7;
    }
}
