extern "C" __global__ void row_maxabs_thread_opt(const float* A, float* amax, int rows, int cols) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    __shared__ float m_part[256];
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        float m = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        for (int c = 0 + (int)threadIdx.x; c < cols; c += 32)
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
            m = fmaxf(m, fabsf(A[r * cols + c]));
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        m_part[threadIdx.y * 32u + threadIdx.x] = m;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        if (threadIdx.x < 16u)
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
            m_part[threadIdx.y * 32u + threadIdx.x] = fmaxf(m_part[threadIdx.y * 32u + threadIdx.x], m_part[threadIdx.y * 32u + (threadIdx.x + 16u)]);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        if (threadIdx.x < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
            m_part[threadIdx.y * 32u + threadIdx.x] = fmaxf(m_part[threadIdx.y * 32u + threadIdx.x], m_part[threadIdx.y * 32u + (threadIdx.x + 8u)]);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        if (threadIdx.x < 4u)
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
            m_part[threadIdx.y * 32u + threadIdx.x] = fmaxf(m_part[threadIdx.y * 32u + threadIdx.x], m_part[threadIdx.y * 32u + (threadIdx.x + 4u)]);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        if (threadIdx.x < 2u)
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
            m_part[threadIdx.y * 32u + threadIdx.x] = fmaxf(m_part[threadIdx.y * 32u + threadIdx.x], m_part[threadIdx.y * 32u + (threadIdx.x + 2u)]);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        if (threadIdx.x < 1u)
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
            m_part[threadIdx.y * 32u + threadIdx.x] = fmaxf(m_part[threadIdx.y * 32u + threadIdx.x], m_part[threadIdx.y * 32u + (threadIdx.x + 1u)]);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        m = m_part[threadIdx.y * 32u + 0u];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/row_maxabs_thread.cl"
        amax[r] = m;
    }
}
