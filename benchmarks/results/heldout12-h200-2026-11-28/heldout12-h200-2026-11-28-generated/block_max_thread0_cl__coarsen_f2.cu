extern "C" __global__ void block_max_thread0_cf2x(const float* x, float* bmax, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    __shared__ float vals[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int t_0 = (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int t_1 = (unsigned long long)threadIdx.x * 2ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    vals[t_0] = i_0 < n ? x[i_0] : -3.4e38f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cl"
    vals[t_1] = i_1 < n ? x[i_1] : -3.4e38f;
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
}
