extern "C" __global__ void harmonic_leapfrog_cf4x(const float* x0, const float* v0, float* x, float* v, float w2, float dt, int steps, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
}
