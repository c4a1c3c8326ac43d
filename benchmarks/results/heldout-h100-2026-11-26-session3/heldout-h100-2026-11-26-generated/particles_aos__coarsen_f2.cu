extern "C" __global__ void particles_aos_cf2x(const float* p, float* out, float ex, float ey, float ez, float dt, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
    if (i_0 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float x_0 = p[8 * i_0 + 0];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float y_0 = p[8 * i_0 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float z_0 = p[8 * i_0 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float vx_0 = p[8 * i_0 + 3];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float vy_0 = p[8 * i_0 + 4];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float vz_0 = p[8 * i_0 + 5];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float m_0 = p[8 * i_0 + 6];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float q_0 = p[8 * i_0 + 7];
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        vx_0 = vx_0 + dt * q_0 * ex;
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        vy_0 = vy_0 + dt * q_0 * ey;
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        vz_0 = vz_0 + dt * q_0 * ez;
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_0 + 0] = x_0 + dt * vx_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_0 + 1] = y_0 + dt * vy_0;
#line 18 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_0 + 2] = z_0 + dt * vz_0;
#line 19 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_0 + 3] = vx_0;
#line 20 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_0 + 4] = vy_0;
#line 21 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_0 + 5] = vz_0;
#line 22 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_0 + 6] = m_0;
#line 23 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_0 + 7] = q_0;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
    if (i_1 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float x_1 = p[8 * i_1 + 0];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float y_1 = p[8 * i_1 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float z_1 = p[8 * i_1 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float vx_1 = p[8 * i_1 + 3];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float vy_1 = p[8 * i_1 + 4];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float vz_1 = p[8 * i_1 + 5];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float m_1 = p[8 * i_1 + 6];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float q_1 = p[8 * i_1 + 7];
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        vx_1 = vx_1 + dt * q_1 * ex;
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        vy_1 = vy_1 + dt * q_1 * ey;
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        vz_1 = vz_1 + dt * q_1 * ez;
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_1 + 0] = x_1 + dt * vx_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_1 + 1] = y_1 + dt * vy_1;
#line 18 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_1 + 2] = z_1 + dt * vz_1;
#line 19 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_1 + 3] = vx_1;
#line 20 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_1 + 4] = vy_1;
#line 21 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_1 + 5] = vz_1;
#line 22 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_1 + 6] = m_1;
#line 23 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_1 + 7] = q_1;
    }
}
