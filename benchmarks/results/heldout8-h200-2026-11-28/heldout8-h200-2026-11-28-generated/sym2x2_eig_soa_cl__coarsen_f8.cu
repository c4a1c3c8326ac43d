extern "C" __global__ void sym2x2_eig_soa_cf8x(const float* a, const float* b, const float* c, float* l1, float* l2, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float m_0 = 0.5f * (a[i_0] + c[i_0]);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float h_0 = 0.5f * (a[i_0] - c[i_0]);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float d_0 = sqrtf(h_0 * h_0 + b[i_0] * b[i_0]);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        l1[i_0] = m_0 + d_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        l2[i_0] = m_0 - d_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float m_1 = 0.5f * (a[i_1] + c[i_1]);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float h_1 = 0.5f * (a[i_1] - c[i_1]);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float d_1 = sqrtf(h_1 * h_1 + b[i_1] * b[i_1]);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        l1[i_1] = m_1 + d_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        l2[i_1] = m_1 - d_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float m_2 = 0.5f * (a[i_2] + c[i_2]);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float h_2 = 0.5f * (a[i_2] - c[i_2]);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float d_2 = sqrtf(h_2 * h_2 + b[i_2] * b[i_2]);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        l1[i_2] = m_2 + d_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        l2[i_2] = m_2 - d_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float m_3 = 0.5f * (a[i_3] + c[i_3]);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float h_3 = 0.5f * (a[i_3] - c[i_3]);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float d_3 = sqrtf(h_3 * h_3 + b[i_3] * b[i_3]);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        l1[i_3] = m_3 + d_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        l2[i_3] = m_3 - d_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float m_4 = 0.5f * (a[i_4] + c[i_4]);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float h_4 = 0.5f * (a[i_4] - c[i_4]);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float d_4 = sqrtf(h_4 * h_4 + b[i_4] * b[i_4]);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        l1[i_4] = m_4 + d_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        l2[i_4] = m_4 - d_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float m_5 = 0.5f * (a[i_5] + c[i_5]);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float h_5 = 0.5f * (a[i_5] - c[i_5]);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float d_5 = sqrtf(h_5 * h_5 + b[i_5] * b[i_5]);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        l1[i_5] = m_5 + d_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        l2[i_5] = m_5 - d_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float m_6 = 0.5f * (a[i_6] + c[i_6]);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float h_6 = 0.5f * (a[i_6] - c[i_6]);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float d_6 = sqrtf(h_6 * h_6 + b[i_6] * b[i_6]);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        l1[i_6] = m_6 + d_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        l2[i_6] = m_6 - d_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float m_7 = 0.5f * (a[i_7] + c[i_7]);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float h_7 = 0.5f * (a[i_7] - c[i_7]);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        float d_7 = sqrtf(h_7 * h_7 + b[i_7] * b[i_7]);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        l1[i_7] = m_7 + d_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        l2[i_7] = m_7 - d_7;
    }
}
