extern "C" __global__ void group_quant_q8_cf4x(const float* x, char* q, float* scale, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
    int g_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
    int g_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
    int g_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
    int g_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
}
