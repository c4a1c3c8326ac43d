extern "C" __global__ void lorentz_gamma_opt(const float* beta, float* gamma, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 beta_v0;
    float4 gamma_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
        if (ucond) {
            beta_v0 = *(const float4*)&beta[i_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
            float b_m0 = beta_v0.x;
            gamma_v1.x = 1.0f / sqrtf(1.0f - b_m0 * b_m0);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
            float b_m1 = beta_v0.y;
            gamma_v1.y = 1.0f / sqrtf(1.0f - b_m1 * b_m1);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
            float b_m2 = beta_v0.z;
            gamma_v1.z = 1.0f / sqrtf(1.0f - b_m2 * b_m2);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
            float b_m3 = beta_v0.w;
            gamma_v1.w = 1.0f / sqrtf(1.0f - b_m3 * b_m3);
            *(float4*)(&gamma[i_m3] - 3) = gamma_v1;
        }
    }
}
