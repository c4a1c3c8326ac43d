extern "C" __global__ void arrhenius_rate_opt(const float* temp_k, float* rate, float a, float ea_over_r, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 rate_v0;
    float4 temp_k_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cu"
        if (ucond) {
            temp_k_v1 = *(const float4*)&temp_k[i_m0];
            rate_v0.x = a * expf(-ea_over_r / temp_k_v1.x);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cu"
        if (ucond) {
            rate_v0.y = a * expf(-ea_over_r / temp_k_v1.y);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cu"
        if (ucond) {
            rate_v0.z = a * expf(-ea_over_r / temp_k_v1.z);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cu"
        if (ucond) {
            rate_v0.w = a * expf(-ea_over_r / temp_k_v1.w);
            *(float4*)(&rate[i_m3] - 3) = rate_v0;
        }
    }
}
