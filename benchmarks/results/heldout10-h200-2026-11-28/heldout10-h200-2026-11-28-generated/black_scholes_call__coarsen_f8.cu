__device__ float norm_cdf(float x) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
    return 0.5f * erfcf(-x * 0.70710677f);
}

extern "C" __global__ void black_scholes_call_cf8x(const float* S, const float* K, const float* T, float* call, float* put, float rate, float vol, int n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
    if (i_0 < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float s_0 = S[i_0];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float k_0 = K[i_0];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float t_0 = T[i_0];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float sq_0 = vol * sqrtf(t_0);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float d1_0 = (logf(s_0 / k_0) + (rate + 0.5f * vol * vol) * t_0) / sq_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float d2_0 = d1_0 - sq_0;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float disc_0 = k_0 * expf(-rate * t_0);
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float c_0 = s_0 * norm_cdf(d1_0) - disc_0 * norm_cdf(d2_0);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        call[i_0] = c_0;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        put[i_0] = c_0 - s_0 + disc_0;
    }
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
    if (i_1 < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float s_1 = S[i_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float k_1 = K[i_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float t_1 = T[i_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float sq_1 = vol * sqrtf(t_1);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float d1_1 = (logf(s_1 / k_1) + (rate + 0.5f * vol * vol) * t_1) / sq_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float d2_1 = d1_1 - sq_1;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float disc_1 = k_1 * expf(-rate * t_1);
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float c_1 = s_1 * norm_cdf(d1_1) - disc_1 * norm_cdf(d2_1);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        call[i_1] = c_1;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        put[i_1] = c_1 - s_1 + disc_1;
    }
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
    if (i_2 < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float s_2 = S[i_2];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float k_2 = K[i_2];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float t_2 = T[i_2];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float sq_2 = vol * sqrtf(t_2);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float d1_2 = (logf(s_2 / k_2) + (rate + 0.5f * vol * vol) * t_2) / sq_2;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float d2_2 = d1_2 - sq_2;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float disc_2 = k_2 * expf(-rate * t_2);
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float c_2 = s_2 * norm_cdf(d1_2) - disc_2 * norm_cdf(d2_2);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        call[i_2] = c_2;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        put[i_2] = c_2 - s_2 + disc_2;
    }
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
    if (i_3 < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float s_3 = S[i_3];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float k_3 = K[i_3];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float t_3 = T[i_3];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float sq_3 = vol * sqrtf(t_3);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float d1_3 = (logf(s_3 / k_3) + (rate + 0.5f * vol * vol) * t_3) / sq_3;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float d2_3 = d1_3 - sq_3;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float disc_3 = k_3 * expf(-rate * t_3);
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float c_3 = s_3 * norm_cdf(d1_3) - disc_3 * norm_cdf(d2_3);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        call[i_3] = c_3;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        put[i_3] = c_3 - s_3 + disc_3;
    }
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
    if (i_4 < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float s_4 = S[i_4];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float k_4 = K[i_4];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float t_4 = T[i_4];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float sq_4 = vol * sqrtf(t_4);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float d1_4 = (logf(s_4 / k_4) + (rate + 0.5f * vol * vol) * t_4) / sq_4;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float d2_4 = d1_4 - sq_4;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float disc_4 = k_4 * expf(-rate * t_4);
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float c_4 = s_4 * norm_cdf(d1_4) - disc_4 * norm_cdf(d2_4);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        call[i_4] = c_4;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        put[i_4] = c_4 - s_4 + disc_4;
    }
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
    if (i_5 < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float s_5 = S[i_5];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float k_5 = K[i_5];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float t_5 = T[i_5];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float sq_5 = vol * sqrtf(t_5);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float d1_5 = (logf(s_5 / k_5) + (rate + 0.5f * vol * vol) * t_5) / sq_5;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float d2_5 = d1_5 - sq_5;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float disc_5 = k_5 * expf(-rate * t_5);
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float c_5 = s_5 * norm_cdf(d1_5) - disc_5 * norm_cdf(d2_5);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        call[i_5] = c_5;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        put[i_5] = c_5 - s_5 + disc_5;
    }
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
    if (i_6 < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float s_6 = S[i_6];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float k_6 = K[i_6];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float t_6 = T[i_6];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float sq_6 = vol * sqrtf(t_6);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float d1_6 = (logf(s_6 / k_6) + (rate + 0.5f * vol * vol) * t_6) / sq_6;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float d2_6 = d1_6 - sq_6;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float disc_6 = k_6 * expf(-rate * t_6);
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float c_6 = s_6 * norm_cdf(d1_6) - disc_6 * norm_cdf(d2_6);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        call[i_6] = c_6;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        put[i_6] = c_6 - s_6 + disc_6;
    }
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
    if (i_7 < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float s_7 = S[i_7];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float k_7 = K[i_7];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float t_7 = T[i_7];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float sq_7 = vol * sqrtf(t_7);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float d1_7 = (logf(s_7 / k_7) + (rate + 0.5f * vol * vol) * t_7) / sq_7;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float d2_7 = d1_7 - sq_7;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float disc_7 = k_7 * expf(-rate * t_7);
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        float c_7 = s_7 * norm_cdf(d1_7) - disc_7 * norm_cdf(d2_7);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        call[i_7] = c_7;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/black_scholes_call.cu"
        put[i_7] = c_7 - s_7 + disc_7;
    }
}
