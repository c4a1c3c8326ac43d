extern "C" __global__ void projectile_pos_soa_opt(const float* x0, const float* y0_, const float* vx, const float* vy, float* px, float* py, float t, float g, int n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 px_v0;
    float4 x0_v1;
    float4 vx_v2;
    float4 py_v3;
    float4 y0_v4;
    float4 vy_v5;
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
        if (ucond) {
            x0_v1 = *(const float4*)&x0[i_m0];
            vx_v2 = *(const float4*)&vx[i_m0];
            px_v0.x = x0_v1.x + vx_v2.x * t;
            y0_v4 = *(const float4*)&y0_[i_m0];
            vy_v5 = *(const float4*)&vy[i_m0];
            py_v3.x = y0_v4.x + vy_v5.x * t - 0.5f * g * t * t;
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
        if (ucond) {
            px_v0.y = x0_v1.y + vx_v2.y * t;
            py_v3.y = y0_v4.y + vy_v5.y * t - 0.5f * g * t * t;
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
        if (ucond) {
            px_v0.z = x0_v1.z + vx_v2.z * t;
            py_v3.z = y0_v4.z + vy_v5.z * t - 0.5f * g * t * t;
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
        if (ucond) {
            px_v0.w = x0_v1.w + vx_v2.w * t;
            *(float4*)(&px[i_m3] - 3) = px_v0;
            py_v3.w = y0_v4.w + vy_v5.w * t - 0.5f * g * t * t;
            *(float4*)(&py[i_m3] - 3) = py_v3;
        }
    }
}
