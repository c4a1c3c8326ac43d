extern "C" __global__ void particles_aos_cf4x(const float* p, float* out, float ex, float ey, float ez, float dt, int n) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
    if (i_0 < n) {
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float x_0 = p[8 * i_0 + 0];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float y_0 = p[8 * i_0 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float z_0 = p[8 * i_0 + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float vx_0 = p[8 * i_0 + 3];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float vy_0 = p[8 * i_0 + 4];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float vz_0 = p[8 * i_0 + 5];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float m_0 = p[8 * i_0 + 6];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float q_0 = p[8 * i_0 + 7];
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        vx_0 = vx_0 + dt * q_0 * ex;
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        vy_0 = vy_0 + dt * q_0 * ey;
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        vz_0 = vz_0 + dt * q_0 * ez;
#line 16 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_0 + 0] = x_0 + dt * vx_0;
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_0 + 1] = y_0 + dt * vy_0;
#line 18 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_0 + 2] = z_0 + dt * vz_0;
#line 19 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_0 + 3] = vx_0;
#line 20 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_0 + 4] = vy_0;
#line 21 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_0 + 5] = vz_0;
#line 22 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_0 + 6] = m_0;
#line 23 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_0 + 7] = q_0;
    }
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
    if (i_1 < n) {
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float x_1 = p[8 * i_1 + 0];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float y_1 = p[8 * i_1 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float z_1 = p[8 * i_1 + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float vx_1 = p[8 * i_1 + 3];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float vy_1 = p[8 * i_1 + 4];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float vz_1 = p[8 * i_1 + 5];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float m_1 = p[8 * i_1 + 6];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float q_1 = p[8 * i_1 + 7];
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        vx_1 = vx_1 + dt * q_1 * ex;
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        vy_1 = vy_1 + dt * q_1 * ey;
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        vz_1 = vz_1 + dt * q_1 * ez;
#line 16 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_1 + 0] = x_1 + dt * vx_1;
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_1 + 1] = y_1 + dt * vy_1;
#line 18 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_1 + 2] = z_1 + dt * vz_1;
#line 19 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_1 + 3] = vx_1;
#line 20 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_1 + 4] = vy_1;
#line 21 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_1 + 5] = vz_1;
#line 22 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_1 + 6] = m_1;
#line 23 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_1 + 7] = q_1;
    }
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
    if (i_2 < n) {
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float x_2 = p[8 * i_2 + 0];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float y_2 = p[8 * i_2 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float z_2 = p[8 * i_2 + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float vx_2 = p[8 * i_2 + 3];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float vy_2 = p[8 * i_2 + 4];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float vz_2 = p[8 * i_2 + 5];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float m_2 = p[8 * i_2 + 6];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float q_2 = p[8 * i_2 + 7];
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        vx_2 = vx_2 + dt * q_2 * ex;
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        vy_2 = vy_2 + dt * q_2 * ey;
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        vz_2 = vz_2 + dt * q_2 * ez;
#line 16 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_2 + 0] = x_2 + dt * vx_2;
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_2 + 1] = y_2 + dt * vy_2;
#line 18 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_2 + 2] = z_2 + dt * vz_2;
#line 19 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_2 + 3] = vx_2;
#line 20 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_2 + 4] = vy_2;
#line 21 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_2 + 5] = vz_2;
#line 22 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_2 + 6] = m_2;
#line 23 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_2 + 7] = q_2;
    }
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
    if (i_3 < n) {
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float x_3 = p[8 * i_3 + 0];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float y_3 = p[8 * i_3 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float z_3 = p[8 * i_3 + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float vx_3 = p[8 * i_3 + 3];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float vy_3 = p[8 * i_3 + 4];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float vz_3 = p[8 * i_3 + 5];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float m_3 = p[8 * i_3 + 6];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float q_3 = p[8 * i_3 + 7];
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        vx_3 = vx_3 + dt * q_3 * ex;
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        vy_3 = vy_3 + dt * q_3 * ey;
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        vz_3 = vz_3 + dt * q_3 * ez;
#line 16 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_3 + 0] = x_3 + dt * vx_3;
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_3 + 1] = y_3 + dt * vy_3;
#line 18 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_3 + 2] = z_3 + dt * vz_3;
#line 19 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_3 + 3] = vx_3;
#line 20 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_3 + 4] = vy_3;
#line 21 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_3 + 5] = vz_3;
#line 22 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_3 + 6] = m_3;
#line 23 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_3 + 7] = q_3;
    }
}
