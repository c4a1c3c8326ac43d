extern "C" __global__ void ballistic_range_opt(const float* v, const float* deg, float* range_m, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 v_v0;
    float4 range_m_v1;
    float4 deg_v2;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
        if (ucond) {
            v_v0 = *(const float4*)&v[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
            float s_m0 = v_v0.x;
            deg_v2 = *(const float4*)&deg[i_m0];
            range_m_v1.x = s_m0 * s_m0 * sinf(deg_v2.x * 0.034906585f) / 9.81f;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
            float s_m1 = v_v0.y;
            range_m_v1.y = s_m1 * s_m1 * sinf(deg_v2.y * 0.034906585f) / 9.81f;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
            float s_m2 = v_v0.z;
            range_m_v1.z = s_m2 * s_m2 * sinf(deg_v2.z * 0.034906585f) / 9.81f;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/ballistic_range.cl"
            float s_m3 = v_v0.w;
            range_m_v1.w = s_m3 * s_m3 * sinf(deg_v2.w * 0.034906585f) / 9.81f;
            *(float4*)(&range_m[i_m3] - 3) = range_m_v1;
        }
    }
}
