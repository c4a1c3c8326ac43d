extern "C" __global__ void block_max_thread0_cf2x(const float* x, float* bmax, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    __shared__ float vals[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    int t_0 = threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    int t_1 = threadIdx.x * 2u + 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    vals[t_0] = i_0 < n ? x[i_0] : -3.4e38f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/block_max_thread0.cu"
    vals[t_1] = i_1 < n ? x[i_1] : -3.4e38f;
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
}
