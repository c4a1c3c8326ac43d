extern "C" __global__ void fresnel_schlick_opt(const float* cos_t, const float* f0, float* f, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 cos_t_v0;
    float4 f0_v1;
    float4 f_v2;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        if (ucond) {
            cos_t_v0 = *(const float4*)&cos_t[i_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
            float m_m0 = 1.0f - cos_t_v0.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
            float m2_m0 = m_m0 * m_m0;
            f0_v1 = *(const float4*)&f0[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
            float r0_m0 = f0_v1.x;
            f_v2.x = r0_m0 + (1.0f - r0_m0) * (m2_m0 * m2_m0 * m_m0);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
            float m_m1 = 1.0f - cos_t_v0.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
            float m2_m1 = m_m1 * m_m1;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
            float r0_m1 = f0_v1.y;
            f_v2.y = r0_m1 + (1.0f - r0_m1) * (m2_m1 * m2_m1 * m_m1);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
            float m_m2 = 1.0f - cos_t_v0.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
            float m2_m2 = m_m2 * m_m2;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
            float r0_m2 = f0_v1.z;
            f_v2.z = r0_m2 + (1.0f - r0_m2) * (m2_m2 * m2_m2 * m_m2);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
            float m_m3 = 1.0f - cos_t_v0.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
            float m2_m3 = m_m3 * m_m3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cu"
            float r0_m3 = f0_v1.w;
            f_v2.w = r0_m3 + (1.0f - r0_m3) * (m2_m3 * m2_m3 * m_m3);
            *(float4*)(&f[i_m3] - 3) = f_v2;
        }
    }
}
