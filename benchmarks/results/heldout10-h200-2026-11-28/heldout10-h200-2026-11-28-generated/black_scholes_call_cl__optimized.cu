__device__ float norm_cdf(float x) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
    return 0.5f * erfcf(-x * 0.70710677f);
}

extern "C" __global__ void black_scholes_call_opt(const float* S, const float* K, const float* T, float* call, float* put, float rate, float vol, int n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 S_v0;
    float4 K_v1;
    float4 T_v2;
    float4 call_v3;
    float4 put_v4;
    {
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
        if (ucond) {
            S_v0 = *(const float4*)&S[i_m0];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float s_m0 = S_v0.x;
            K_v1 = *(const float4*)&K[i_m0];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float k_m0 = K_v1.x;
            T_v2 = *(const float4*)&T[i_m0];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float t_m0 = T_v2.x;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float sq_m0 = vol * sqrtf(t_m0);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float d1_m0 = (logf(s_m0 / k_m0) + (rate + 0.5f * vol * vol) * t_m0) / sq_m0;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float d2_m0 = d1_m0 - sq_m0;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float disc_m0 = k_m0 * expf(-rate * t_m0);
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float c_m0 = s_m0 * norm_cdf(d1_m0) - disc_m0 * norm_cdf(d2_m0);
            call_v3.x = c_m0;
            put_v4.x = c_m0 - s_m0 + disc_m0;
        }
    }
    {
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
        if (ucond) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float s_m1 = S_v0.y;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float k_m1 = K_v1.y;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float t_m1 = T_v2.y;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float sq_m1 = vol * sqrtf(t_m1);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float d1_m1 = (logf(s_m1 / k_m1) + (rate + 0.5f * vol * vol) * t_m1) / sq_m1;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float d2_m1 = d1_m1 - sq_m1;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float disc_m1 = k_m1 * expf(-rate * t_m1);
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float c_m1 = s_m1 * norm_cdf(d1_m1) - disc_m1 * norm_cdf(d2_m1);
            call_v3.y = c_m1;
            put_v4.y = c_m1 - s_m1 + disc_m1;
        }
    }
    {
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
        if (ucond) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float s_m2 = S_v0.z;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float k_m2 = K_v1.z;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float t_m2 = T_v2.z;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float sq_m2 = vol * sqrtf(t_m2);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float d1_m2 = (logf(s_m2 / k_m2) + (rate + 0.5f * vol * vol) * t_m2) / sq_m2;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float d2_m2 = d1_m2 - sq_m2;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float disc_m2 = k_m2 * expf(-rate * t_m2);
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float c_m2 = s_m2 * norm_cdf(d1_m2) - disc_m2 * norm_cdf(d2_m2);
            call_v3.z = c_m2;
            put_v4.z = c_m2 - s_m2 + disc_m2;
        }
    }
    {
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
        if (ucond) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float s_m3 = S_v0.w;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float k_m3 = K_v1.w;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float t_m3 = T_v2.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float sq_m3 = vol * sqrtf(t_m3);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float d1_m3 = (logf(s_m3 / k_m3) + (rate + 0.5f * vol * vol) * t_m3) / sq_m3;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float d2_m3 = d1_m3 - sq_m3;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float disc_m3 = k_m3 * expf(-rate * t_m3);
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cl"
            float c_m3 = s_m3 * norm_cdf(d1_m3) - disc_m3 * norm_cdf(d2_m3);
            call_v3.w = c_m3;
            *(float4*)(&call[i_m3] - 3) = call_v3;
            put_v4.w = c_m3 - s_m3 + disc_m3;
            *(float4*)(&put[i_m3] - 3) = put_v4;
        }
    }
}
