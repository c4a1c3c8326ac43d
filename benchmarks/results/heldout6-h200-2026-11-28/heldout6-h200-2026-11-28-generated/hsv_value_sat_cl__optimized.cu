extern "C" __global__ void hsv_value_sat_opt(const float* r, const float* g, const float* b, float* v, float* s, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 r_v0;
    float4 g_v1;
    float4 b_v2;
    float4 v_v3;
    float4 s_v4;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        if (ucond) {
            r_v0 = *(const float4*)&r[i_m0];
            g_v1 = *(const float4*)&g[i_m0];
            b_v2 = *(const float4*)&b[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float hi_m0 = fmaxf(r_v0.x, fmaxf(g_v1.x, b_v2.x));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float lo_m0 = fminf(r_v0.x, fminf(g_v1.x, b_v2.x));
            v_v3.x = hi_m0;
            s_v4.x = hi_m0 > 0.0f ? (hi_m0 - lo_m0) / hi_m0 : 0.0f;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float hi_m1 = fmaxf(r_v0.y, fmaxf(g_v1.y, b_v2.y));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float lo_m1 = fminf(r_v0.y, fminf(g_v1.y, b_v2.y));
            v_v3.y = hi_m1;
            s_v4.y = hi_m1 > 0.0f ? (hi_m1 - lo_m1) / hi_m1 : 0.0f;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float hi_m2 = fmaxf(r_v0.z, fmaxf(g_v1.z, b_v2.z));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float lo_m2 = fminf(r_v0.z, fminf(g_v1.z, b_v2.z));
            v_v3.z = hi_m2;
            s_v4.z = hi_m2 > 0.0f ? (hi_m2 - lo_m2) / hi_m2 : 0.0f;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float hi_m3 = fmaxf(r_v0.w, fmaxf(g_v1.w, b_v2.w));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float lo_m3 = fminf(r_v0.w, fminf(g_v1.w, b_v2.w));
            v_v3.w = hi_m3;
            *(float4*)(&v[i_m3] - 3) = v_v3;
            s_v4.w = hi_m3 > 0.0f ? (hi_m3 - lo_m3) / hi_m3 : 0.0f;
            *(float4*)(&s[i_m3] - 3) = s_v4;
        }
    }
}
