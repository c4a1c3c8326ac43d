extern "C" __global__ void lorentz_force_soa_cf8x(const float* ex, const float* ey, const float* ez, const float* vx, const float* vy, const float* vz, const float* bx, const float* by, const float* bz, float* fx, float* fy, float* fz, float q, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
    if (i_0 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float u_0 = vx[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float v_0 = vy[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float w_0 = vz[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float p_0 = bx[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float s_0 = by[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float r_0 = bz[i_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fx[i_0] = q * (ex[i_0] + (v_0 * r_0 - w_0 * s_0));
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fy[i_0] = q * (ey[i_0] + (w_0 * p_0 - u_0 * r_0));
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fz[i_0] = q * (ez[i_0] + (u_0 * s_0 - v_0 * p_0));
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
    if (i_1 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float u_1 = vx[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float v_1 = vy[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float w_1 = vz[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float p_1 = bx[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float s_1 = by[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float r_1 = bz[i_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fx[i_1] = q * (ex[i_1] + (v_1 * r_1 - w_1 * s_1));
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fy[i_1] = q * (ey[i_1] + (w_1 * p_1 - u_1 * r_1));
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fz[i_1] = q * (ez[i_1] + (u_1 * s_1 - v_1 * p_1));
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
    if (i_2 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float u_2 = vx[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float v_2 = vy[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float w_2 = vz[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float p_2 = bx[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float s_2 = by[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float r_2 = bz[i_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fx[i_2] = q * (ex[i_2] + (v_2 * r_2 - w_2 * s_2));
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fy[i_2] = q * (ey[i_2] + (w_2 * p_2 - u_2 * r_2));
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fz[i_2] = q * (ez[i_2] + (u_2 * s_2 - v_2 * p_2));
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
    if (i_3 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float u_3 = vx[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float v_3 = vy[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float w_3 = vz[i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float p_3 = bx[i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float s_3 = by[i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float r_3 = bz[i_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fx[i_3] = q * (ex[i_3] + (v_3 * r_3 - w_3 * s_3));
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fy[i_3] = q * (ey[i_3] + (w_3 * p_3 - u_3 * r_3));
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fz[i_3] = q * (ez[i_3] + (u_3 * s_3 - v_3 * p_3));
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
    if (i_4 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float u_4 = vx[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float v_4 = vy[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float w_4 = vz[i_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float p_4 = bx[i_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float s_4 = by[i_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float r_4 = bz[i_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fx[i_4] = q * (ex[i_4] + (v_4 * r_4 - w_4 * s_4));
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fy[i_4] = q * (ey[i_4] + (w_4 * p_4 - u_4 * r_4));
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fz[i_4] = q * (ez[i_4] + (u_4 * s_4 - v_4 * p_4));
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
    if (i_5 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float u_5 = vx[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float v_5 = vy[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float w_5 = vz[i_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float p_5 = bx[i_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float s_5 = by[i_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float r_5 = bz[i_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fx[i_5] = q * (ex[i_5] + (v_5 * r_5 - w_5 * s_5));
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fy[i_5] = q * (ey[i_5] + (w_5 * p_5 - u_5 * r_5));
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fz[i_5] = q * (ez[i_5] + (u_5 * s_5 - v_5 * p_5));
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
    if (i_6 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float u_6 = vx[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float v_6 = vy[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float w_6 = vz[i_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float p_6 = bx[i_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float s_6 = by[i_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float r_6 = bz[i_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fx[i_6] = q * (ex[i_6] + (v_6 * r_6 - w_6 * s_6));
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fy[i_6] = q * (ey[i_6] + (w_6 * p_6 - u_6 * r_6));
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fz[i_6] = q * (ez[i_6] + (u_6 * s_6 - v_6 * p_6));
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
    if (i_7 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float u_7 = vx[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float v_7 = vy[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float w_7 = vz[i_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float p_7 = bx[i_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float s_7 = by[i_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float r_7 = bz[i_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fx[i_7] = q * (ex[i_7] + (v_7 * r_7 - w_7 * s_7));
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fy[i_7] = q * (ey[i_7] + (w_7 * p_7 - u_7 * r_7));
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fz[i_7] = q * (ez[i_7] + (u_7 * s_7 - v_7 * p_7));
    }
}
