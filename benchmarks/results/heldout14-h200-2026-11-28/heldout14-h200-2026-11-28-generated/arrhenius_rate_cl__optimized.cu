extern "C" __global__ void arrhenius_rate_opt(const float* temp_k, float* rate, float a, float ea_over_r, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 rate_v0;
    float4 temp_k_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
        if (ucond) {
            temp_k_v1 = *(const float4*)&temp_k[i_m0];
            rate_v0.x = a * expf(-ea_over_r / temp_k_v1.x);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
        if (ucond) {
            rate_v0.y = a * expf(-ea_over_r / temp_k_v1.y);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
        if (ucond) {
            rate_v0.z = a * expf(-ea_over_r / temp_k_v1.z);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
        if (ucond) {
            rate_v0.w = a * expf(-ea_over_r / temp_k_v1.w);
            *(float4*)(&rate[i_m3] - 3) = rate_v0;
        }
    }
}
