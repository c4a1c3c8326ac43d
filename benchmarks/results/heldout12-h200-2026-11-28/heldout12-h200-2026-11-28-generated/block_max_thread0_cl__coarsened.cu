extern "C" __global__ void block_max_thread0_cf4x_st16(const float* x, float* bmax, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    __shared__ float vals[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int t_0 = (unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int t_1 = (unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 16ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int t_2 = (unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int t_3 = (unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 48ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 16ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 32ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 48ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    vals[t_0] = i_0 < n ? x[i_0] : -3.4e38f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    vals[t_1] = i_1 < n ? x[i_1] : -3.4e38f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    vals[t_2] = i_2 < n ? x[i_2] : -3.4e38f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    vals[t_3] = i_3 < n ? x[i_3] : -3.4e38f;
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
}
