extern "C" __global__ void cross_soa_opt(const float* ax, const float* ay, const float* az, const float* bx, const float* by, const float* bz, float* cx, float* cy, float* cz, int n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 ax_v0;
    float4 ay_v1;
    float4 az_v2;
    float4 bx_v3;
    float4 by_v4;
    float4 bz_v5;
    float4 cx_v6;
    float4 cy_v7;
    float4 cz_v8;
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        if (ucond) {
            ax_v0 = *(const float4*)&ax[i_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
            float x1_m0 = ax_v0.x;
            ay_v1 = *(const float4*)&ay[i_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
            float y1_m0 = ay_v1.x;
            az_v2 = *(const float4*)&az[i_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
            float z1_m0 = az_v2.x;
            bx_v3 = *(const float4*)&bx[i_m0];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
            float x2_m0 = bx_v3.x;
            by_v4 = *(const float4*)&by[i_m0];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
            float y2_m0 = by_v4.x;
            bz_v5 = *(const float4*)&bz[i_m0];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
            float z2_m0 = bz_v5.x;
            cx_v6.x = y1_m0 * z2_m0 - z1_m0 * y2_m0;
            cy_v7.x = z1_m0 * x2_m0 - x1_m0 * z2_m0;
            cz_v8.x = x1_m0 * y2_m0 - y1_m0 * x2_m0;
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
            float x1_m1 = ax_v0.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
            float y1_m1 = ay_v1.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
            float z1_m1 = az_v2.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
            float x2_m1 = bx_v3.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
            float y2_m1 = by_v4.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
            float z2_m1 = bz_v5.y;
            cx_v6.y = y1_m1 * z2_m1 - z1_m1 * y2_m1;
            cy_v7.y = z1_m1 * x2_m1 - x1_m1 * z2_m1;
            cz_v8.y = x1_m1 * y2_m1 - y1_m1 * x2_m1;
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
            float x1_m2 = ax_v0.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
            float y1_m2 = ay_v1.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
            float z1_m2 = az_v2.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
            float x2_m2 = bx_v3.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
            float y2_m2 = by_v4.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
            float z2_m2 = bz_v5.z;
            cx_v6.z = y1_m2 * z2_m2 - z1_m2 * y2_m2;
            cy_v7.z = z1_m2 * x2_m2 - x1_m2 * z2_m2;
            cz_v8.z = x1_m2 * y2_m2 - y1_m2 * x2_m2;
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
            float x1_m3 = ax_v0.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
            float y1_m3 = ay_v1.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
            float z1_m3 = az_v2.w;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
            float x2_m3 = bx_v3.w;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
            float y2_m3 = by_v4.w;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
            float z2_m3 = bz_v5.w;
            cx_v6.w = y1_m3 * z2_m3 - z1_m3 * y2_m3;
            *(float4*)(&cx[i_m3] - 3) = cx_v6;
            cy_v7.w = z1_m3 * x2_m3 - x1_m3 * z2_m3;
            *(float4*)(&cy[i_m3] - 3) = cy_v7;
            cz_v8.w = x1_m3 * y2_m3 - y1_m3 * x2_m3;
            *(float4*)(&cz[i_m3] - 3) = cz_v8;
        }
    }
}
