extern "C" __global__ void harmonic_leapfrog_cf8x(const float* x0, const float* v0, float* x, float* v, float w2, float dt, int steps, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float p_0 = x0[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float u_0 = v0[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float h_0 = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        for (int s_0 = 0; s_0 < steps; s_0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            u_0 = u_0 - h_0 * (w2 * p_0);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            p_0 = p_0 + dt * u_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            u_0 = u_0 - h_0 * (w2 * p_0);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        x[i_0] = p_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        v[i_0] = u_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float p_1 = x0[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float u_1 = v0[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float h_1 = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        for (int s_1 = 0; s_1 < steps; s_1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            u_1 = u_1 - h_1 * (w2 * p_1);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            p_1 = p_1 + dt * u_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            u_1 = u_1 - h_1 * (w2 * p_1);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        x[i_1] = p_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        v[i_1] = u_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float p_2 = x0[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float u_2 = v0[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float h_2 = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        for (int s_2 = 0; s_2 < steps; s_2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            u_2 = u_2 - h_2 * (w2 * p_2);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            p_2 = p_2 + dt * u_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            u_2 = u_2 - h_2 * (w2 * p_2);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        x[i_2] = p_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        v[i_2] = u_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float p_3 = x0[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float u_3 = v0[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float h_3 = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        for (int s_3 = 0; s_3 < steps; s_3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            u_3 = u_3 - h_3 * (w2 * p_3);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            p_3 = p_3 + dt * u_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            u_3 = u_3 - h_3 * (w2 * p_3);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        x[i_3] = p_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        v[i_3] = u_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float p_4 = x0[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float u_4 = v0[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float h_4 = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        for (int s_4 = 0; s_4 < steps; s_4++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            u_4 = u_4 - h_4 * (w2 * p_4);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            p_4 = p_4 + dt * u_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            u_4 = u_4 - h_4 * (w2 * p_4);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        x[i_4] = p_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        v[i_4] = u_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float p_5 = x0[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float u_5 = v0[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float h_5 = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        for (int s_5 = 0; s_5 < steps; s_5++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            u_5 = u_5 - h_5 * (w2 * p_5);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            p_5 = p_5 + dt * u_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            u_5 = u_5 - h_5 * (w2 * p_5);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        x[i_5] = p_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        v[i_5] = u_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float p_6 = x0[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float u_6 = v0[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float h_6 = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        for (int s_6 = 0; s_6 < steps; s_6++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            u_6 = u_6 - h_6 * (w2 * p_6);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            p_6 = p_6 + dt * u_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            u_6 = u_6 - h_6 * (w2 * p_6);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        x[i_6] = p_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        v[i_6] = u_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float p_7 = x0[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float u_7 = v0[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float h_7 = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        for (int s_7 = 0; s_7 < steps; s_7++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            u_7 = u_7 - h_7 * (w2 * p_7);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            p_7 = p_7 + dt * u_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            u_7 = u_7 - h_7 * (w2 * p_7);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        x[i_7] = p_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        v[i_7] = u_7;
    }
}
