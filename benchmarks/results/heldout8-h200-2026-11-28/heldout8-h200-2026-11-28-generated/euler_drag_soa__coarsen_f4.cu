extern "C" __global__ void euler_drag_soa_cf4x(const float* x, const float* y, const float* vx, const float* vy, float* xo, float* yo, float* vxo, float* vyo, float k, float g, float dt, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    if (i_0 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float u_0 = vx[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float w_0 = vy[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float sp_0 = sqrtf(u_0 * u_0 + w_0 * w_0);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float nu_0 = u_0 - dt * k * sp_0 * u_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float nw_0 = w_0 - dt * (g + k * sp_0 * w_0);
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        vxo[i_0] = nu_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        vyo[i_0] = nw_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        xo[i_0] = x[i_0] + dt * nu_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        yo[i_0] = y[i_0] + dt * nw_0;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    if (i_1 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float u_1 = vx[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float w_1 = vy[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float sp_1 = sqrtf(u_1 * u_1 + w_1 * w_1);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float nu_1 = u_1 - dt * k * sp_1 * u_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float nw_1 = w_1 - dt * (g + k * sp_1 * w_1);
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        vxo[i_1] = nu_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        vyo[i_1] = nw_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        xo[i_1] = x[i_1] + dt * nu_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        yo[i_1] = y[i_1] + dt * nw_1;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    if (i_2 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float u_2 = vx[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float w_2 = vy[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float sp_2 = sqrtf(u_2 * u_2 + w_2 * w_2);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float nu_2 = u_2 - dt * k * sp_2 * u_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float nw_2 = w_2 - dt * (g + k * sp_2 * w_2);
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        vxo[i_2] = nu_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        vyo[i_2] = nw_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        xo[i_2] = x[i_2] + dt * nu_2;
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        yo[i_2] = y[i_2] + dt * nw_2;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    if (i_3 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float u_3 = vx[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float w_3 = vy[i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float sp_3 = sqrtf(u_3 * u_3 + w_3 * w_3);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float nu_3 = u_3 - dt * k * sp_3 * u_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float nw_3 = w_3 - dt * (g + k * sp_3 * w_3);
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        vxo[i_3] = nu_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        vyo[i_3] = nw_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        xo[i_3] = x[i_3] + dt * nu_3;
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        yo[i_3] = y[i_3] + dt * nw_3;
    }
}
