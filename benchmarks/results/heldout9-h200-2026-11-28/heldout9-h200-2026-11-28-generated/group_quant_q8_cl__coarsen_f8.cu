extern "C" __global__ void group_quant_q8_cf8x(const float* x, char* q, float* scale, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
    int g_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
    int g_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
    int g_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
    int g_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
    int g_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
    int g_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
    int g_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
    int g_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
    if (g_0 < n / 32) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        float m_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        for (int k_0 = 0; k_0 < 32; k_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
            m_0 = fmaxf(m_0, fabsf(x[32 * g_0 + k_0]));
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        float inv_0 = m_0 > 0.0f ? 127.0f / m_0 : 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        scale[g_0] = m_0 / 127.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        for (int k_1_0 = 0; k_1_0 < 32; k_1_0++)
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
            q[32 * g_0 + k_1_0] = (char)rintf(x[32 * g_0 + k_1_0] * inv_0);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
    if (g_1 < n / 32) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        float m_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        for (int k_c1 = 0; k_c1 < 32; k_c1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
            m_1 = fmaxf(m_1, fabsf(x[32 * g_1 + k_c1]));
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        float inv_1 = m_1 > 0.0f ? 127.0f / m_1 : 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        scale[g_1] = m_1 / 127.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        for (int k_1_1 = 0; k_1_1 < 32; k_1_1++)
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
            q[32 * g_1 + k_1_1] = (char)rintf(x[32 * g_1 + k_1_1] * inv_1);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
    if (g_2 < n / 32) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        float m_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        for (int k_2 = 0; k_2 < 32; k_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
            m_2 = fmaxf(m_2, fabsf(x[32 * g_2 + k_2]));
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        float inv_2 = m_2 > 0.0f ? 127.0f / m_2 : 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        scale[g_2] = m_2 / 127.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        for (int k_1_2 = 0; k_1_2 < 32; k_1_2++)
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
            q[32 * g_2 + k_1_2] = (char)rintf(x[32 * g_2 + k_1_2] * inv_2);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
    if (g_3 < n / 32) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        float m_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        for (int k_3 = 0; k_3 < 32; k_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
            m_3 = fmaxf(m_3, fabsf(x[32 * g_3 + k_3]));
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        float inv_3 = m_3 > 0.0f ? 127.0f / m_3 : 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        scale[g_3] = m_3 / 127.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        for (int k_1_3 = 0; k_1_3 < 32; k_1_3++)
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
            q[32 * g_3 + k_1_3] = (char)rintf(x[32 * g_3 + k_1_3] * inv_3);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
    if (g_4 < n / 32) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        float m_4 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        for (int k_4 = 0; k_4 < 32; k_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
            m_4 = fmaxf(m_4, fabsf(x[32 * g_4 + k_4]));
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        float inv_4 = m_4 > 0.0f ? 127.0f / m_4 : 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        scale[g_4] = m_4 / 127.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        for (int k_1_4 = 0; k_1_4 < 32; k_1_4++)
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
            q[32 * g_4 + k_1_4] = (char)rintf(x[32 * g_4 + k_1_4] * inv_4);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
    if (g_5 < n / 32) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        float m_5 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        for (int k_5 = 0; k_5 < 32; k_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
            m_5 = fmaxf(m_5, fabsf(x[32 * g_5 + k_5]));
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        float inv_5 = m_5 > 0.0f ? 127.0f / m_5 : 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        scale[g_5] = m_5 / 127.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        for (int k_1_5 = 0; k_1_5 < 32; k_1_5++)
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
            q[32 * g_5 + k_1_5] = (char)rintf(x[32 * g_5 + k_1_5] * inv_5);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
    if (g_6 < n / 32) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        float m_6 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        for (int k_6 = 0; k_6 < 32; k_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
            m_6 = fmaxf(m_6, fabsf(x[32 * g_6 + k_6]));
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        float inv_6 = m_6 > 0.0f ? 127.0f / m_6 : 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        scale[g_6] = m_6 / 127.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        for (int k_1_6 = 0; k_1_6 < 32; k_1_6++)
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
            q[32 * g_6 + k_1_6] = (char)rintf(x[32 * g_6 + k_1_6] * inv_6);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
    if (g_7 < n / 32) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        float m_7 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        for (int k_7 = 0; k_7 < 32; k_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
            m_7 = fmaxf(m_7, fabsf(x[32 * g_7 + k_7]));
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        float inv_7 = m_7 > 0.0f ? 127.0f / m_7 : 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        scale[g_7] = m_7 / 127.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
        for (int k_1_7 = 0; k_1_7 < 32; k_1_7++)
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
            q[32 * g_7 + k_1_7] = (char)rintf(x[32 * g_7 + k_1_7] * inv_7);
    }
}
