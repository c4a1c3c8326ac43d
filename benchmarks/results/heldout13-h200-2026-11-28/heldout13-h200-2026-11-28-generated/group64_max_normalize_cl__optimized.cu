extern "C" __global__ void group64_max_normalize_opt(const float* x, float* y, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 y_v0;
    float4 x_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
            int g_m0 = i_m0 & ~63;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
            float m_m0 = x[g_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
            for (int k_m0 = 1; k_m0 < 64; k_m0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
                m_m0 = fmaxf(m_m0, x[g_m0 + k_m0]);
            }
            x_v1 = *(const float4*)&x[i_m0];
            y_v0.x = x_v1.x / m_m0;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
            int g_m1 = i_m1 & ~63;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
            float m_m1 = x[g_m1];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
            for (int k_m1 = 1; k_m1 < 64; k_m1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
                m_m1 = fmaxf(m_m1, x[g_m1 + k_m1]);
            }
            y_v0.y = x_v1.y / m_m1;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
            int g_m2 = i_m2 & ~63;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
            float m_m2 = x[g_m2];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
            for (int k_m2 = 1; k_m2 < 64; k_m2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
                m_m2 = fmaxf(m_m2, x[g_m2 + k_m2]);
            }
            y_v0.z = x_v1.z / m_m2;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
            int g_m3 = i_m3 & ~63;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
            float m_m3 = x[g_m3];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
            for (int k_m3 = 1; k_m3 < 64; k_m3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
                m_m3 = fmaxf(m_m3, x[g_m3 + k_m3]);
            }
            y_v0.w = x_v1.w / m_m3;
            *(float4*)(&y[i_m3] - 3) = y_v0;
        }
    }
}
