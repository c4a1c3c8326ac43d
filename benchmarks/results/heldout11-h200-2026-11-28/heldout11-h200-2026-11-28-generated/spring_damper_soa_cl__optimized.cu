extern "C" __global__ void spring_damper_soa_opt(const float* x, const float* v, const float* rest, float* f, float k, float c, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 f_v0;
    float4 x_v1;
    float4 rest_v2;
    float4 v_v3;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
        if (ucond) {
            x_v1 = *(const float4*)&x[i_m0];
            rest_v2 = *(const float4*)&rest[i_m0];
            v_v3 = *(const float4*)&v[i_m0];
            f_v0.x = -k * (x_v1.x - rest_v2.x) - c * v_v3.x;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
        if (ucond) {
            f_v0.y = -k * (x_v1.y - rest_v2.y) - c * v_v3.y;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
        if (ucond) {
            f_v0.z = -k * (x_v1.z - rest_v2.z) - c * v_v3.z;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/spring_damper_soa.cl"
        if (ucond) {
            f_v0.w = -k * (x_v1.w - rest_v2.w) - c * v_v3.w;
            *(float4*)(&f[i_m3] - 3) = f_v0;
        }
    }
}
