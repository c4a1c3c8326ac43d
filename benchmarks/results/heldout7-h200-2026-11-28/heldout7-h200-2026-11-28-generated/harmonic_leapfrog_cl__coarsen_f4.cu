extern "C" __global__ void harmonic_leapfrog_cf4x(const float* x0, const float* v0, float* x, float* v, float w2, float dt, int steps, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float p_0 = x0[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float u_0 = v0[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float h_0 = 0.5f * dt;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        for (int s_0 = 0; s_0 < steps; s_0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            u_0 = u_0 - h_0 * (w2 * p_0);
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            p_0 = p_0 + dt * u_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            u_0 = u_0 - h_0 * (w2 * p_0);
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        x[i_0] = p_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        v[i_0] = u_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float p_1 = x0[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float u_1 = v0[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float h_1 = 0.5f * dt;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        for (int s_1 = 0; s_1 < steps; s_1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            u_1 = u_1 - h_1 * (w2 * p_1);
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            p_1 = p_1 + dt * u_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            u_1 = u_1 - h_1 * (w2 * p_1);
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        x[i_1] = p_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        v[i_1] = u_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float p_2 = x0[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float u_2 = v0[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float h_2 = 0.5f * dt;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        for (int s_2 = 0; s_2 < steps; s_2++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            u_2 = u_2 - h_2 * (w2 * p_2);
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            p_2 = p_2 + dt * u_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            u_2 = u_2 - h_2 * (w2 * p_2);
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        x[i_2] = p_2;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        v[i_2] = u_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float p_3 = x0[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float u_3 = v0[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float h_3 = 0.5f * dt;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        for (int s_3 = 0; s_3 < steps; s_3++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            u_3 = u_3 - h_3 * (w2 * p_3);
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            p_3 = p_3 + dt * u_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            u_3 = u_3 - h_3 * (w2 * p_3);
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        x[i_3] = p_3;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        v[i_3] = u_3;
    }
}
