extern "C" __global__ void sym2x2_eig_soa_cf2x(const float* a, const float* b, const float* c, float* l1, float* l2, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
