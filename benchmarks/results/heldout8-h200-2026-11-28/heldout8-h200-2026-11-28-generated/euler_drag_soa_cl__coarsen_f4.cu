extern "C" __global__ void euler_drag_soa_cf4x(const float* x, const float* y, const float* vx, const float* vy, float* xo, float* yo, float* vxo, float* vyo, float k, float g, float dt, int n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
    if (i_0 < n) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float u_0 = vx[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float w_0 = vy[i_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float sp_0 = sqrtf(u_0 * u_0 + w_0 * w_0);
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float nu_0 = u_0 - dt * k * sp_0 * u_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float nw_0 = w_0 - dt * (g + k * sp_0 * w_0);
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        vxo[i_0] = nu_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        vyo[i_0] = nw_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        xo[i_0] = x[i_0] + dt * nu_0;
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        yo[i_0] = y[i_0] + dt * nw_0;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
    if (i_1 < n) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float u_1 = vx[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float w_1 = vy[i_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float sp_1 = sqrtf(u_1 * u_1 + w_1 * w_1);
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float nu_1 = u_1 - dt * k * sp_1 * u_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float nw_1 = w_1 - dt * (g + k * sp_1 * w_1);
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        vxo[i_1] = nu_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        vyo[i_1] = nw_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        xo[i_1] = x[i_1] + dt * nu_1;
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        yo[i_1] = y[i_1] + dt * nw_1;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
    if (i_2 < n) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float u_2 = vx[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float w_2 = vy[i_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float sp_2 = sqrtf(u_2 * u_2 + w_2 * w_2);
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float nu_2 = u_2 - dt * k * sp_2 * u_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float nw_2 = w_2 - dt * (g + k * sp_2 * w_2);
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        vxo[i_2] = nu_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        vyo[i_2] = nw_2;
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        xo[i_2] = x[i_2] + dt * nu_2;
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        yo[i_2] = y[i_2] + dt * nw_2;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
    if (i_3 < n) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float u_3 = vx[i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float w_3 = vy[i_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float sp_3 = sqrtf(u_3 * u_3 + w_3 * w_3);
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float nu_3 = u_3 - dt * k * sp_3 * u_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        float nw_3 = w_3 - dt * (g + k * sp_3 * w_3);
#line 15 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        vxo[i_3] = nu_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        vyo[i_3] = nw_3;
#line 17 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        xo[i_3] = x[i_3] + dt * nu_3;
#line 18 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cl"
        yo[i_3] = y[i_3] + dt * nw_3;
    }
}
