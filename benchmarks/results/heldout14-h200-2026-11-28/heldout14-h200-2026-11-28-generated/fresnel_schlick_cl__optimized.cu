extern "C" __global__ void fresnel_schlick_opt(const float* cos_t, const float* f0, float* f, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 cos_t_v0;
    float4 f0_v1;
    float4 f_v2;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
        if (ucond) {
            cos_t_v0 = *(const float4*)&cos_t[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
            float m_m0 = 1.0f - cos_t_v0.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
            float m2_m0 = m_m0 * m_m0;
            f0_v1 = *(const float4*)&f0[i_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
            float r0_m0 = f0_v1.x;
            f_v2.x = r0_m0 + (1.0f - r0_m0) * (m2_m0 * m2_m0 * m_m0);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
            float m_m1 = 1.0f - cos_t_v0.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
            float m2_m1 = m_m1 * m_m1;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
            float r0_m1 = f0_v1.y;
            f_v2.y = r0_m1 + (1.0f - r0_m1) * (m2_m1 * m2_m1 * m_m1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
            float m_m2 = 1.0f - cos_t_v0.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
            float m2_m2 = m_m2 * m_m2;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
            float r0_m2 = f0_v1.z;
            f_v2.z = r0_m2 + (1.0f - r0_m2) * (m2_m2 * m2_m2 * m_m2);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
            float m_m3 = 1.0f - cos_t_v0.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
            float m2_m3 = m_m3 * m_m3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/fresnel_schlick.cl"
            float r0_m3 = f0_v1.w;
            f_v2.w = r0_m3 + (1.0f - r0_m3) * (m2_m3 * m2_m3 * m_m3);
            *(float4*)(&f[i_m3] - 3) = f_v2;
        }
    }
}
