extern "C" __global__ void particles_aos_cf8x(const float* p, float* out, float ex, float ey, float ez, float dt, int n) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
    if (i_4 < n) {
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float x_4 = p[8 * i_4 + 0];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float y_4 = p[8 * i_4 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float z_4 = p[8 * i_4 + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float vx_4 = p[8 * i_4 + 3];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float vy_4 = p[8 * i_4 + 4];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float vz_4 = p[8 * i_4 + 5];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float m_4 = p[8 * i_4 + 6];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float q_4 = p[8 * i_4 + 7];
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        vx_4 = vx_4 + dt * q_4 * ex;
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        vy_4 = vy_4 + dt * q_4 * ey;
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        vz_4 = vz_4 + dt * q_4 * ez;
#line 16 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_4 + 0] = x_4 + dt * vx_4;
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_4 + 1] = y_4 + dt * vy_4;
#line 18 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_4 + 2] = z_4 + dt * vz_4;
#line 19 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_4 + 3] = vx_4;
#line 20 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_4 + 4] = vy_4;
#line 21 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_4 + 5] = vz_4;
#line 22 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_4 + 6] = m_4;
#line 23 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_4 + 7] = q_4;
    }
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
    if (i_5 < n) {
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float x_5 = p[8 * i_5 + 0];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float y_5 = p[8 * i_5 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float z_5 = p[8 * i_5 + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float vx_5 = p[8 * i_5 + 3];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float vy_5 = p[8 * i_5 + 4];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float vz_5 = p[8 * i_5 + 5];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float m_5 = p[8 * i_5 + 6];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float q_5 = p[8 * i_5 + 7];
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        vx_5 = vx_5 + dt * q_5 * ex;
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        vy_5 = vy_5 + dt * q_5 * ey;
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        vz_5 = vz_5 + dt * q_5 * ez;
#line 16 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_5 + 0] = x_5 + dt * vx_5;
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_5 + 1] = y_5 + dt * vy_5;
#line 18 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_5 + 2] = z_5 + dt * vz_5;
#line 19 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_5 + 3] = vx_5;
#line 20 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_5 + 4] = vy_5;
#line 21 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_5 + 5] = vz_5;
#line 22 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_5 + 6] = m_5;
#line 23 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_5 + 7] = q_5;
    }
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
    if (i_6 < n) {
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float x_6 = p[8 * i_6 + 0];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float y_6 = p[8 * i_6 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float z_6 = p[8 * i_6 + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float vx_6 = p[8 * i_6 + 3];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float vy_6 = p[8 * i_6 + 4];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float vz_6 = p[8 * i_6 + 5];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float m_6 = p[8 * i_6 + 6];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float q_6 = p[8 * i_6 + 7];
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        vx_6 = vx_6 + dt * q_6 * ex;
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        vy_6 = vy_6 + dt * q_6 * ey;
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        vz_6 = vz_6 + dt * q_6 * ez;
#line 16 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_6 + 0] = x_6 + dt * vx_6;
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_6 + 1] = y_6 + dt * vy_6;
#line 18 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_6 + 2] = z_6 + dt * vz_6;
#line 19 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_6 + 3] = vx_6;
#line 20 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_6 + 4] = vy_6;
#line 21 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_6 + 5] = vz_6;
#line 22 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_6 + 6] = m_6;
#line 23 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_6 + 7] = q_6;
    }
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
    if (i_7 < n) {
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float x_7 = p[8 * i_7 + 0];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float y_7 = p[8 * i_7 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float z_7 = p[8 * i_7 + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float vx_7 = p[8 * i_7 + 3];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float vy_7 = p[8 * i_7 + 4];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float vz_7 = p[8 * i_7 + 5];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float m_7 = p[8 * i_7 + 6];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        float q_7 = p[8 * i_7 + 7];
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        vx_7 = vx_7 + dt * q_7 * ex;
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        vy_7 = vy_7 + dt * q_7 * ey;
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        vz_7 = vz_7 + dt * q_7 * ez;
#line 16 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_7 + 0] = x_7 + dt * vx_7;
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_7 + 1] = y_7 + dt * vy_7;
#line 18 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_7 + 2] = z_7 + dt * vz_7;
#line 19 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_7 + 3] = vx_7;
#line 20 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_7 + 4] = vy_7;
#line 21 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_7 + 5] = vz_7;
#line 22 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_7 + 6] = m_7;
#line 23 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/particles_aos.cu"
        out[8 * i_7 + 7] = q_7;
    }
}
