extern "C" __global__ void lorentz_force_soa_opt(const float* ex, const float* ey, const float* ez, const float* vx, const float* vy, const float* vz, const float* bx, const float* by, const float* bz, float* fx, float* fy, float* fz, float q, int n) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 vx_v0;
    float4 vy_v1;
    float4 vz_v2;
    float4 bx_v3;
    float4 by_v4;
    float4 bz_v5;
    float4 fx_v6;
    float4 ex_v7;
    float4 fy_v8;
    float4 ey_v9;
    float4 fz_v10;
    float4 ez_v11;
    {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        if (ucond) {
            vx_v0 = *(const float4*)&vx[i_m0];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
            float u_m0 = vx_v0.x;
            vy_v1 = *(const float4*)&vy[i_m0];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
            float v_m0 = vy_v1.x;
            vz_v2 = *(const float4*)&vz[i_m0];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
            float w_m0 = vz_v2.x;
            bx_v3 = *(const float4*)&bx[i_m0];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
            float p_m0 = bx_v3.x;
            by_v4 = *(const float4*)&by[i_m0];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
            float s_m0 = by_v4.x;
            bz_v5 = *(const float4*)&bz[i_m0];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
            float r_m0 = bz_v5.x;
            ex_v7 = *(const float4*)&ex[i_m0];
            fx_v6.x = q * (ex_v7.x + (v_m0 * r_m0 - w_m0 * s_m0));
            ey_v9 = *(const float4*)&ey[i_m0];
            fy_v8.x = q * (ey_v9.x + (w_m0 * p_m0 - u_m0 * r_m0));
            ez_v11 = *(const float4*)&ez[i_m0];
            fz_v10.x = q * (ez_v11.x + (u_m0 * s_m0 - v_m0 * p_m0));
        }
    }
    {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        if (ucond) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
            float u_m1 = vx_v0.y;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
            float v_m1 = vy_v1.y;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
            float w_m1 = vz_v2.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
            float p_m1 = bx_v3.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
            float s_m1 = by_v4.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
            float r_m1 = bz_v5.y;
            fx_v6.y = q * (ex_v7.y + (v_m1 * r_m1 - w_m1 * s_m1));
            fy_v8.y = q * (ey_v9.y + (w_m1 * p_m1 - u_m1 * r_m1));
            fz_v10.y = q * (ez_v11.y + (u_m1 * s_m1 - v_m1 * p_m1));
        }
    }
    {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        if (ucond) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
            float u_m2 = vx_v0.z;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
            float v_m2 = vy_v1.z;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
            float w_m2 = vz_v2.z;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
            float p_m2 = bx_v3.z;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
            float s_m2 = by_v4.z;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
            float r_m2 = bz_v5.z;
            fx_v6.z = q * (ex_v7.z + (v_m2 * r_m2 - w_m2 * s_m2));
            fy_v8.z = q * (ey_v9.z + (w_m2 * p_m2 - u_m2 * r_m2));
            fz_v10.z = q * (ez_v11.z + (u_m2 * s_m2 - v_m2 * p_m2));
        }
    }
    {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        if (ucond) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
            float u_m3 = vx_v0.w;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
            float v_m3 = vy_v1.w;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
            float w_m3 = vz_v2.w;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
            float p_m3 = bx_v3.w;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
            float s_m3 = by_v4.w;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
            float r_m3 = bz_v5.w;
            fx_v6.w = q * (ex_v7.w + (v_m3 * r_m3 - w_m3 * s_m3));
            *(float4*)(&fx[i_m3] - 3) = fx_v6;
            fy_v8.w = q * (ey_v9.w + (w_m3 * p_m3 - u_m3 * r_m3));
            *(float4*)(&fy[i_m3] - 3) = fy_v8;
            fz_v10.w = q * (ez_v11.w + (u_m3 * s_m3 - v_m3 * p_m3));
            *(float4*)(&fz[i_m3] - 3) = fz_v10;
        }
    }
}
