extern "C" __global__ void block_max_thread0_cf8x(const float* x, float* bmax, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    __shared__ float vals[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int t_0 = (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int t_1 = (unsigned long long)threadIdx.x * 8ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int t_2 = (unsigned long long)threadIdx.x * 8ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int t_3 = (unsigned long long)threadIdx.x * 8ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int t_4 = (unsigned long long)threadIdx.x * 8ull + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int t_5 = (unsigned long long)threadIdx.x * 8ull + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int t_6 = (unsigned long long)threadIdx.x * 8ull + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int t_7 = (unsigned long long)threadIdx.x * 8ull + 7ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    vals[t_0] = i_0 < n ? x[i_0] : -3.4e38f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    vals[t_1] = i_1 < n ? x[i_1] : -3.4e38f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    vals[t_2] = i_2 < n ? x[i_2] : -3.4e38f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    vals[t_3] = i_3 < n ? x[i_3] : -3.4e38f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    vals[t_4] = i_4 < n ? x[i_4] : -3.4e38f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    vals[t_5] = i_5 < n ? x[i_5] : -3.4e38f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    vals[t_6] = i_6 < n ? x[i_6] : -3.4e38f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    vals[t_7] = i_7 < n ? x[i_7] : -3.4e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    if (t_0 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        float m_0 = vals[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        for (int k_0 = 1; k_0 < 256; ++k_0)
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
            m_0 = fmaxf(m_0, vals[k_0]);
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        bmax[(unsigned long long)blockIdx.x] = m_0;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    if (t_1 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        float m_1 = vals[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        for (int k_1 = 1; k_1 < 256; ++k_1)
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
            m_1 = fmaxf(m_1, vals[k_1]);
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        bmax[(unsigned long long)blockIdx.x] = m_1;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    if (t_2 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        float m_2 = vals[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        for (int k_2 = 1; k_2 < 256; ++k_2)
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
            m_2 = fmaxf(m_2, vals[k_2]);
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        bmax[(unsigned long long)blockIdx.x] = m_2;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    if (t_3 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        float m_3 = vals[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        for (int k_3 = 1; k_3 < 256; ++k_3)
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
            m_3 = fmaxf(m_3, vals[k_3]);
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        bmax[(unsigned long long)blockIdx.x] = m_3;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    if (t_4 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        float m_4 = vals[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        for (int k_4 = 1; k_4 < 256; ++k_4)
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
            m_4 = fmaxf(m_4, vals[k_4]);
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        bmax[(unsigned long long)blockIdx.x] = m_4;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    if (t_5 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        float m_5 = vals[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        for (int k_5 = 1; k_5 < 256; ++k_5)
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
            m_5 = fmaxf(m_5, vals[k_5]);
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        bmax[(unsigned long long)blockIdx.x] = m_5;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    if (t_6 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        float m_6 = vals[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        for (int k_6 = 1; k_6 < 256; ++k_6)
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
            m_6 = fmaxf(m_6, vals[k_6]);
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        bmax[(unsigned long long)blockIdx.x] = m_6;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    if (t_7 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        float m_7 = vals[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        for (int k_7 = 1; k_7 < 256; ++k_7)
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
            m_7 = fmaxf(m_7, vals[k_7]);
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
        bmax[(unsigned long long)blockIdx.x] = m_7;
    }
}
