extern "C" __global__ void softmax_rows_opt(const float* in, float* out, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    __shared__ float m_part[256];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    __shared__ float s_part[256];
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    if (r < rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float m = in[r * cols];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c = 0 + (int)threadIdx.x; c < cols; c += 32)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            if (c >= 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
                m = fmaxf(m, in[r * cols + c]);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        m_part[threadIdx.y * 32u + threadIdx.x] = m;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        __syncthreads();
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        if (threadIdx.x < 16u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            m_part[threadIdx.y * 32u + threadIdx.x] = fmaxf(m_part[threadIdx.y * 32u + threadIdx.x], m_part[threadIdx.y * 32u + (threadIdx.x + 16u)]);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        __syncthreads();
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        if (threadIdx.x < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            m_part[threadIdx.y * 32u + threadIdx.x] = fmaxf(m_part[threadIdx.y * 32u + threadIdx.x], m_part[threadIdx.y * 32u + (threadIdx.x + 8u)]);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        __syncthreads();
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        if (threadIdx.x < 4u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            m_part[threadIdx.y * 32u + threadIdx.x] = fmaxf(m_part[threadIdx.y * 32u + threadIdx.x], m_part[threadIdx.y * 32u + (threadIdx.x + 4u)]);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        __syncthreads();
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        if (threadIdx.x < 2u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            m_part[threadIdx.y * 32u + threadIdx.x] = fmaxf(m_part[threadIdx.y * 32u + threadIdx.x], m_part[threadIdx.y * 32u + (threadIdx.x + 2u)]);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        __syncthreads();
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        if (threadIdx.x < 1u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            m_part[threadIdx.y * 32u + threadIdx.x] = fmaxf(m_part[threadIdx.y * 32u + threadIdx.x], m_part[threadIdx.y * 32u + (threadIdx.x + 1u)]);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        __syncthreads();
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        m = m_part[threadIdx.y * 32u + 0u];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        if (threadIdx.x != 0u)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_1 = 0 + (int)threadIdx.x; c_1 < cols; c_1 += 32)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            s += expf(in[r * cols + c_1] - m);
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        s_part[threadIdx.y * 32u + threadIdx.x] = s;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        if (threadIdx.x < 16u)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            s_part[threadIdx.y * 32u + threadIdx.x] += s_part[threadIdx.y * 32u + (threadIdx.x + 16u)];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        if (threadIdx.x < 8u)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            s_part[threadIdx.y * 32u + threadIdx.x] += s_part[threadIdx.y * 32u + (threadIdx.x + 8u)];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        if (threadIdx.x < 4u)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            s_part[threadIdx.y * 32u + threadIdx.x] += s_part[threadIdx.y * 32u + (threadIdx.x + 4u)];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        if (threadIdx.x < 2u)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            s_part[threadIdx.y * 32u + threadIdx.x] += s_part[threadIdx.y * 32u + (threadIdx.x + 2u)];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        if (threadIdx.x < 1u)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            s_part[threadIdx.y * 32u + threadIdx.x] += s_part[threadIdx.y * 32u + (threadIdx.x + 1u)];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        s = s_part[threadIdx.y * 32u + 0u];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        __syncthreads();
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float inv = 1.0f / s;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_2 = 0 + (int)threadIdx.x; c_2 < cols; c_2 += 32)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            out[r * cols + c_2] = expf(in[r * cols + c_2] - m) * inv;
    }
}
