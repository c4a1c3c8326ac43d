extern "C" __global__ void block_max_thread0_cf4x(const float* x, float* bmax, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    __shared__ float vals[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    int t_0 = threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    int t_1 = threadIdx.x * 4u + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    int t_2 = threadIdx.x * 4u + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    int t_3 = threadIdx.x * 4u + 3u;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    vals[t_0] = i_0 < n ? x[i_0] : -3.4e38f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    vals[t_1] = i_1 < n ? x[i_1] : -3.4e38f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    vals[t_2] = i_2 < n ? x[i_2] : -3.4e38f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    vals[t_3] = i_3 < n ? x[i_3] : -3.4e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    if (t_0 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
        float m_0 = vals[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
        for (int k_0 = 1; k_0 < 256; ++k_0)
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
            m_0 = fmaxf(m_0, vals[k_0]);
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
        bmax[blockIdx.x] = m_0;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    if (t_1 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
        float m_1 = vals[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
        for (int k_1 = 1; k_1 < 256; ++k_1)
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
            m_1 = fmaxf(m_1, vals[k_1]);
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
        bmax[blockIdx.x] = m_1;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    if (t_2 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
        float m_2 = vals[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
        for (int k_2 = 1; k_2 < 256; ++k_2)
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
            m_2 = fmaxf(m_2, vals[k_2]);
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
        bmax[blockIdx.x] = m_2;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    if (t_3 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
        float m_3 = vals[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
        for (int k_3 = 1; k_3 < 256; ++k_3)
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
            m_3 = fmaxf(m_3, vals[k_3]);
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
        bmax[blockIdx.x] = m_3;
    }
}
