extern "C" __global__ void euler_drag_soa_cf8x(const float* x, const float* y, const float* vx, const float* vy, float* xo, float* yo, float* vxo, float* vyo, float k, float g, float dt, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    if (i_4 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float u_4 = vx[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float w_4 = vy[i_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float sp_4 = sqrtf(u_4 * u_4 + w_4 * w_4);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float nu_4 = u_4 - dt * k * sp_4 * u_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float nw_4 = w_4 - dt * (g + k * sp_4 * w_4);
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        vxo[i_4] = nu_4;
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        vyo[i_4] = nw_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        xo[i_4] = x[i_4] + dt * nu_4;
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        yo[i_4] = y[i_4] + dt * nw_4;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    if (i_5 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float u_5 = vx[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float w_5 = vy[i_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float sp_5 = sqrtf(u_5 * u_5 + w_5 * w_5);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float nu_5 = u_5 - dt * k * sp_5 * u_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float nw_5 = w_5 - dt * (g + k * sp_5 * w_5);
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        vxo[i_5] = nu_5;
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        vyo[i_5] = nw_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        xo[i_5] = x[i_5] + dt * nu_5;
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        yo[i_5] = y[i_5] + dt * nw_5;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    if (i_6 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float u_6 = vx[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float w_6 = vy[i_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float sp_6 = sqrtf(u_6 * u_6 + w_6 * w_6);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float nu_6 = u_6 - dt * k * sp_6 * u_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float nw_6 = w_6 - dt * (g + k * sp_6 * w_6);
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        vxo[i_6] = nu_6;
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        vyo[i_6] = nw_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        xo[i_6] = x[i_6] + dt * nu_6;
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        yo[i_6] = y[i_6] + dt * nw_6;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    if (i_7 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float u_7 = vx[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float w_7 = vy[i_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float sp_7 = sqrtf(u_7 * u_7 + w_7 * w_7);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float nu_7 = u_7 - dt * k * sp_7 * u_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        float nw_7 = w_7 - dt * (g + k * sp_7 * w_7);
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        vxo[i_7] = nu_7;
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        vyo[i_7] = nw_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        xo[i_7] = x[i_7] + dt * nu_7;
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
        yo[i_7] = y[i_7] + dt * nw_7;
    }
}
