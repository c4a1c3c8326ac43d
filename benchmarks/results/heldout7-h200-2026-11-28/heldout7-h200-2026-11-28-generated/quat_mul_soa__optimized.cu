extern "C" __global__ void quat_mul_soa_opt(const float* aw, const float* ax, const float* ay, const float* az, const float* bw, const float* bx, const float* by, const float* bz, float* cw, float* cx, float* cy, float* cz, int n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 aw_v0;
    float4 ax_v1;
    float4 ay_v2;
    float4 az_v3;
    float4 bw_v4;
    float4 bx_v5;
    float4 by_v6;
    float4 bz_v7;
    float4 cw_v8;
    float4 cx_v9;
    float4 cy_v10;
    float4 cz_v11;
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        if (ucond) {
            aw_v0 = *(const float4*)&aw[i_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float a0_m0 = aw_v0.x;
            ax_v1 = *(const float4*)&ax[i_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float a1_m0 = ax_v1.x;
            ay_v2 = *(const float4*)&ay[i_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float a2_m0 = ay_v2.x;
            az_v3 = *(const float4*)&az[i_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float a3_m0 = az_v3.x;
            bw_v4 = *(const float4*)&bw[i_m0];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float b0_m0 = bw_v4.x;
            bx_v5 = *(const float4*)&bx[i_m0];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float b1_m0 = bx_v5.x;
            by_v6 = *(const float4*)&by[i_m0];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float b2_m0 = by_v6.x;
            bz_v7 = *(const float4*)&bz[i_m0];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float b3_m0 = bz_v7.x;
            cw_v8.x = a0_m0 * b0_m0 - a1_m0 * b1_m0 - a2_m0 * b2_m0 - a3_m0 * b3_m0;
            cx_v9.x = a0_m0 * b1_m0 + a1_m0 * b0_m0 + a2_m0 * b3_m0 - a3_m0 * b2_m0;
            cy_v10.x = a0_m0 * b2_m0 - a1_m0 * b3_m0 + a2_m0 * b0_m0 + a3_m0 * b1_m0;
            cz_v11.x = a0_m0 * b3_m0 + a1_m0 * b2_m0 - a2_m0 * b1_m0 + a3_m0 * b0_m0;
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float a0_m1 = aw_v0.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float a1_m1 = ax_v1.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float a2_m1 = ay_v2.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float a3_m1 = az_v3.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float b0_m1 = bw_v4.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float b1_m1 = bx_v5.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float b2_m1 = by_v6.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float b3_m1 = bz_v7.y;
            cw_v8.y = a0_m1 * b0_m1 - a1_m1 * b1_m1 - a2_m1 * b2_m1 - a3_m1 * b3_m1;
            cx_v9.y = a0_m1 * b1_m1 + a1_m1 * b0_m1 + a2_m1 * b3_m1 - a3_m1 * b2_m1;
            cy_v10.y = a0_m1 * b2_m1 - a1_m1 * b3_m1 + a2_m1 * b0_m1 + a3_m1 * b1_m1;
            cz_v11.y = a0_m1 * b3_m1 + a1_m1 * b2_m1 - a2_m1 * b1_m1 + a3_m1 * b0_m1;
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float a0_m2 = aw_v0.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float a1_m2 = ax_v1.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float a2_m2 = ay_v2.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float a3_m2 = az_v3.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float b0_m2 = bw_v4.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float b1_m2 = bx_v5.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float b2_m2 = by_v6.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float b3_m2 = bz_v7.z;
            cw_v8.z = a0_m2 * b0_m2 - a1_m2 * b1_m2 - a2_m2 * b2_m2 - a3_m2 * b3_m2;
            cx_v9.z = a0_m2 * b1_m2 + a1_m2 * b0_m2 + a2_m2 * b3_m2 - a3_m2 * b2_m2;
            cy_v10.z = a0_m2 * b2_m2 - a1_m2 * b3_m2 + a2_m2 * b0_m2 + a3_m2 * b1_m2;
            cz_v11.z = a0_m2 * b3_m2 + a1_m2 * b2_m2 - a2_m2 * b1_m2 + a3_m2 * b0_m2;
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float a0_m3 = aw_v0.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float a1_m3 = ax_v1.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float a2_m3 = ay_v2.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float a3_m3 = az_v3.w;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float b0_m3 = bw_v4.w;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float b1_m3 = bx_v5.w;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float b2_m3 = by_v6.w;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
            float b3_m3 = bz_v7.w;
            cw_v8.w = a0_m3 * b0_m3 - a1_m3 * b1_m3 - a2_m3 * b2_m3 - a3_m3 * b3_m3;
            *(float4*)(&cw[i_m3] - 3) = cw_v8;
            cx_v9.w = a0_m3 * b1_m3 + a1_m3 * b0_m3 + a2_m3 * b3_m3 - a3_m3 * b2_m3;
            *(float4*)(&cx[i_m3] - 3) = cx_v9;
            cy_v10.w = a0_m3 * b2_m3 - a1_m3 * b3_m3 + a2_m3 * b0_m3 + a3_m3 * b1_m3;
            *(float4*)(&cy[i_m3] - 3) = cy_v10;
            cz_v11.w = a0_m3 * b3_m3 + a1_m3 * b2_m3 - a2_m3 * b1_m3 + a3_m3 * b0_m3;
            *(float4*)(&cz[i_m3] - 3) = cz_v11;
        }
    }
}
