extern "C" __global__ void fresnel_schlick_cf4x(const float* cos_t, const float* f0, float* f, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        float m_0 = 1.0f - cos_t[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        float m2_0 = m_0 * m_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        float r0_0 = f0[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        f[i_0] = r0_0 + (1.0f - r0_0) * (m2_0 * m2_0 * m_0);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        float m_1 = 1.0f - cos_t[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        float m2_1 = m_1 * m_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        float r0_1 = f0[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        f[i_1] = r0_1 + (1.0f - r0_1) * (m2_1 * m2_1 * m_1);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        float m_2 = 1.0f - cos_t[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        float m2_2 = m_2 * m_2;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        float r0_2 = f0[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        f[i_2] = r0_2 + (1.0f - r0_2) * (m2_2 * m2_2 * m_2);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        float m_3 = 1.0f - cos_t[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        float m2_3 = m_3 * m_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        float r0_3 = f0[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        f[i_3] = r0_3 + (1.0f - r0_3) * (m2_3 * m2_3 * m_3);
    }
}
