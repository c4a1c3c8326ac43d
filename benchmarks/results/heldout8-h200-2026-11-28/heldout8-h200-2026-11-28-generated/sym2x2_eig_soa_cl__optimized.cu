extern "C" __global__ void sym2x2_eig_soa_opt(const float* a, const float* b, const float* c, float* l1, float* l2, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 a_v0;
    float4 c_v1;
    float4 b_v2;
    float4 l1_v3;
    float4 l2_v4;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        if (ucond) {
            a_v0 = *(const float4*)&a[i_m0];
            c_v1 = *(const float4*)&c[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
            float m_m0 = 0.5f * (a_v0.x + c_v1.x);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
            float h_m0 = 0.5f * (a_v0.x - c_v1.x);
            b_v2 = *(const float4*)&b[i_m0];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
            float d_m0 = sqrtf(h_m0 * h_m0 + b_v2.x * b_v2.x);
            l1_v3.x = m_m0 + d_m0;
            l2_v4.x = m_m0 - d_m0;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
            float m_m1 = 0.5f * (a_v0.y + c_v1.y);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
            float h_m1 = 0.5f * (a_v0.y - c_v1.y);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
            float d_m1 = sqrtf(h_m1 * h_m1 + b_v2.y * b_v2.y);
            l1_v3.y = m_m1 + d_m1;
            l2_v4.y = m_m1 - d_m1;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
            float m_m2 = 0.5f * (a_v0.z + c_v1.z);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
            float h_m2 = 0.5f * (a_v0.z - c_v1.z);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
            float d_m2 = sqrtf(h_m2 * h_m2 + b_v2.z * b_v2.z);
            l1_v3.z = m_m2 + d_m2;
            l2_v4.z = m_m2 - d_m2;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
            float m_m3 = 0.5f * (a_v0.w + c_v1.w);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
            float h_m3 = 0.5f * (a_v0.w - c_v1.w);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sym2x2_eig_soa.cl"
            float d_m3 = sqrtf(h_m3 * h_m3 + b_v2.w * b_v2.w);
            l1_v3.w = m_m3 + d_m3;
            *(float4*)(&l1[i_m3] - 3) = l1_v3;
            l2_v4.w = m_m3 - d_m3;
            *(float4*)(&l2[i_m3] - 3) = l2_v4;
        }
    }
}
