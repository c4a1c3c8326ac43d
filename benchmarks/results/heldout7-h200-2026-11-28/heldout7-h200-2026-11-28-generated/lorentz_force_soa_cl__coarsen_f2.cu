extern "C" __global__ void lorentz_force_soa_cf2x(const float* ex, const float* ey, const float* ez, const float* vx, const float* vy, const float* vz, const float* bx, const float* by, const float* bz, float* fx, float* fy, float* fz, float q, int n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
    if (i_0 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        float u_0 = vx[i_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        float v_0 = vy[i_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        float w_0 = vz[i_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        float p_0 = bx[i_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        float s_0 = by[i_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        float r_0 = bz[i_0];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        fx[i_0] = q * (ex[i_0] + (v_0 * r_0 - w_0 * s_0));
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        fy[i_0] = q * (ey[i_0] + (w_0 * p_0 - u_0 * r_0));
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        fz[i_0] = q * (ez[i_0] + (u_0 * s_0 - v_0 * p_0));
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
    if (i_1 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        float u_1 = vx[i_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        float v_1 = vy[i_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        float w_1 = vz[i_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        float p_1 = bx[i_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        float s_1 = by[i_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        float r_1 = bz[i_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        fx[i_1] = q * (ex[i_1] + (v_1 * r_1 - w_1 * s_1));
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        fy[i_1] = q * (ey[i_1] + (w_1 * p_1 - u_1 * r_1));
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        fz[i_1] = q * (ez[i_1] + (u_1 * s_1 - v_1 * p_1));
    }
}
