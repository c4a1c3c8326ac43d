extern "C" __global__ void sym2x2_eig_soa_cf4x(const float* a, const float* b, const float* c, float* l1, float* l2, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        float m_0 = 0.5f * (a[i_0] + c[i_0]);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        float h_0 = 0.5f * (a[i_0] - c[i_0]);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        float d_0 = sqrtf(h_0 * h_0 + b[i_0] * b[i_0]);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        l1[i_0] = m_0 + d_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        l2[i_0] = m_0 - d_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        float m_1 = 0.5f * (a[i_1] + c[i_1]);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        float h_1 = 0.5f * (a[i_1] - c[i_1]);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        float d_1 = sqrtf(h_1 * h_1 + b[i_1] * b[i_1]);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        l1[i_1] = m_1 + d_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        l2[i_1] = m_1 - d_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        float m_2 = 0.5f * (a[i_2] + c[i_2]);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        float h_2 = 0.5f * (a[i_2] - c[i_2]);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        float d_2 = sqrtf(h_2 * h_2 + b[i_2] * b[i_2]);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        l1[i_2] = m_2 + d_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        l2[i_2] = m_2 - d_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        float m_3 = 0.5f * (a[i_3] + c[i_3]);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        float h_3 = 0.5f * (a[i_3] - c[i_3]);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        float d_3 = sqrtf(h_3 * h_3 + b[i_3] * b[i_3]);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        l1[i_3] = m_3 + d_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cu"
        l2[i_3] = m_3 - d_3;
    }
}
