extern "C" __global__ void euler_drag_soa_cf2x(const float* x, const float* y, const float* vx, const float* vy, float* xo, float* yo, float* vxo, float* vyo, float k, float g, float dt, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/euler_drag_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
