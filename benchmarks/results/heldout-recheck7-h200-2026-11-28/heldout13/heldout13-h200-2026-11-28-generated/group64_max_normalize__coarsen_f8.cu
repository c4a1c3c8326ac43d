extern "C" __global__ void group64_max_normalize_cf8x(const float* x, float* y, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        int g_0 = i_0 & ~63;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        float m_0 = x[g_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        for (int k_0 = 1; k_0 < 64; k_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
            m_0 = fmaxf(m_0, x[g_0 + k_0]);
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        y[i_0] = x[i_0] / m_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        int g_1 = i_1 & ~63;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        float m_1 = x[g_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        for (int k_1 = 1; k_1 < 64; k_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
            m_1 = fmaxf(m_1, x[g_1 + k_1]);
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        y[i_1] = x[i_1] / m_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        int g_2 = i_2 & ~63;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        float m_2 = x[g_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        for (int k_2 = 1; k_2 < 64; k_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
            m_2 = fmaxf(m_2, x[g_2 + k_2]);
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        y[i_2] = x[i_2] / m_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        int g_3 = i_3 & ~63;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        float m_3 = x[g_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        for (int k_3 = 1; k_3 < 64; k_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
            m_3 = fmaxf(m_3, x[g_3 + k_3]);
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        y[i_3] = x[i_3] / m_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        int g_4 = i_4 & ~63;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        float m_4 = x[g_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        for (int k_4 = 1; k_4 < 64; k_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
            m_4 = fmaxf(m_4, x[g_4 + k_4]);
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        y[i_4] = x[i_4] / m_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        int g_5 = i_5 & ~63;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        float m_5 = x[g_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        for (int k_5 = 1; k_5 < 64; k_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
            m_5 = fmaxf(m_5, x[g_5 + k_5]);
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        y[i_5] = x[i_5] / m_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        int g_6 = i_6 & ~63;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        float m_6 = x[g_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        for (int k_6 = 1; k_6 < 64; k_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
            m_6 = fmaxf(m_6, x[g_6 + k_6]);
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        y[i_6] = x[i_6] / m_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        int g_7 = i_7 & ~63;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        float m_7 = x[g_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        for (int k_7 = 1; k_7 < 64; k_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
            m_7 = fmaxf(m_7, x[g_7 + k_7]);
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        y[i_7] = x[i_7] / m_7;
    }
}
