extern "C" __global__ void ideal_gas_eos_opt(const float* rho, const float* e, float* p, float* cs, float gamma, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 rho_v0;
    float4 e_v1;
    float4 p_v2;
    float4 cs_v3;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        if (ucond) {
            rho_v0 = *(const float4*)&rho[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
            float d_m0 = rho_v0.x;
            e_v1 = *(const float4*)&e[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
            float pr_m0 = (gamma - 1.0f) * d_m0 * e_v1.x;
            p_v2.x = pr_m0;
            cs_v3.x = sqrtf(gamma * pr_m0 / d_m0);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
            float d_m1 = rho_v0.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
            float pr_m1 = (gamma - 1.0f) * d_m1 * e_v1.y;
            p_v2.y = pr_m1;
            cs_v3.y = sqrtf(gamma * pr_m1 / d_m1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
            float d_m2 = rho_v0.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
            float pr_m2 = (gamma - 1.0f) * d_m2 * e_v1.z;
            p_v2.z = pr_m2;
            cs_v3.z = sqrtf(gamma * pr_m2 / d_m2);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
            float d_m3 = rho_v0.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ideal_gas_eos.cl"
            float pr_m3 = (gamma - 1.0f) * d_m3 * e_v1.w;
            p_v2.w = pr_m3;
            *(float4*)(&p[i_m3] - 3) = p_v2;
            cs_v3.w = sqrtf(gamma * pr_m3 / d_m3);
            *(float4*)(&cs[i_m3] - 3) = cs_v3;
        }
    }
}
