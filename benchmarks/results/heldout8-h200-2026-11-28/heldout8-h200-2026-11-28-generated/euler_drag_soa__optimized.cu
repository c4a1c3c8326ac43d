extern "C" __global__ void euler_drag_soa_opt(const float* x, const float* y, const float* vx, const float* vy, float* xo, float* yo, float* vxo, float* vyo, float k, float g, float dt, int n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 vx_v0;
    float4 vy_v1;
    float4 vxo_v2;
    float4 vyo_v3;
    float4 xo_v4;
    float4 x_v5;
    float4 yo_v6;
    float4 y_v7;
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        if (ucond) {
            vx_v0 = *(const float4*)&vx[i_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
            float u_m0 = vx_v0.x;
            vy_v1 = *(const float4*)&vy[i_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
            float w_m0 = vy_v1.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
            float sp_m0 = sqrtf(u_m0 * u_m0 + w_m0 * w_m0);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
            float nu_m0 = u_m0 - dt * k * sp_m0 * u_m0;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
            float nw_m0 = w_m0 - dt * (g + k * sp_m0 * w_m0);
            vxo_v2.x = nu_m0;
            vyo_v3.x = nw_m0;
            x_v5 = *(const float4*)&x[i_m0];
            xo_v4.x = x_v5.x + dt * nu_m0;
            y_v7 = *(const float4*)&y[i_m0];
            yo_v6.x = y_v7.x + dt * nw_m0;
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
            float u_m1 = vx_v0.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
            float w_m1 = vy_v1.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
            float sp_m1 = sqrtf(u_m1 * u_m1 + w_m1 * w_m1);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
            float nu_m1 = u_m1 - dt * k * sp_m1 * u_m1;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
            float nw_m1 = w_m1 - dt * (g + k * sp_m1 * w_m1);
            vxo_v2.y = nu_m1;
            vyo_v3.y = nw_m1;
            xo_v4.y = x_v5.y + dt * nu_m1;
            yo_v6.y = y_v7.y + dt * nw_m1;
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
            float u_m2 = vx_v0.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
            float w_m2 = vy_v1.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
            float sp_m2 = sqrtf(u_m2 * u_m2 + w_m2 * w_m2);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
            float nu_m2 = u_m2 - dt * k * sp_m2 * u_m2;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
            float nw_m2 = w_m2 - dt * (g + k * sp_m2 * w_m2);
            vxo_v2.z = nu_m2;
            vyo_v3.z = nw_m2;
            xo_v4.z = x_v5.z + dt * nu_m2;
            yo_v6.z = y_v7.z + dt * nw_m2;
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
            float u_m3 = vx_v0.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
            float w_m3 = vy_v1.w;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
            float sp_m3 = sqrtf(u_m3 * u_m3 + w_m3 * w_m3);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
            float nu_m3 = u_m3 - dt * k * sp_m3 * u_m3;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
            float nw_m3 = w_m3 - dt * (g + k * sp_m3 * w_m3);
            vxo_v2.w = nu_m3;
            *(float4*)(&vxo[i_m3] - 3) = vxo_v2;
            vyo_v3.w = nw_m3;
            *(float4*)(&vyo[i_m3] - 3) = vyo_v3;
            xo_v4.w = x_v5.w + dt * nu_m3;
            *(float4*)(&xo[i_m3] - 3) = xo_v4;
            yo_v6.w = y_v7.w + dt * nw_m3;
            *(float4*)(&yo[i_m3] - 3) = yo_v6;
        }
    }
}
