extern "C" __global__ void group_quant_q8_cf2x(const float* x, char* q, float* scale, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
    int g_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/group_quant_q8.cl"
    int g_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
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
}
