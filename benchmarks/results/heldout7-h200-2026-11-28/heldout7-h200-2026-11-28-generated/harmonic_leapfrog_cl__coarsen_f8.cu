extern "C" __global__ void harmonic_leapfrog_cf8x(const float* x0, const float* v0, float* x, float* v, float w2, float dt, int steps, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float p_4 = x0[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float u_4 = v0[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float h_4 = 0.5f * dt;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        for (int s_4 = 0; s_4 < steps; s_4++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            u_4 = u_4 - h_4 * (w2 * p_4);
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            p_4 = p_4 + dt * u_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            u_4 = u_4 - h_4 * (w2 * p_4);
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        x[i_4] = p_4;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        v[i_4] = u_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float p_5 = x0[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float u_5 = v0[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float h_5 = 0.5f * dt;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        for (int s_5 = 0; s_5 < steps; s_5++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            u_5 = u_5 - h_5 * (w2 * p_5);
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            p_5 = p_5 + dt * u_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            u_5 = u_5 - h_5 * (w2 * p_5);
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        x[i_5] = p_5;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        v[i_5] = u_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float p_6 = x0[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float u_6 = v0[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float h_6 = 0.5f * dt;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        for (int s_6 = 0; s_6 < steps; s_6++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            u_6 = u_6 - h_6 * (w2 * p_6);
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            p_6 = p_6 + dt * u_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            u_6 = u_6 - h_6 * (w2 * p_6);
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        x[i_6] = p_6;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        v[i_6] = u_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float p_7 = x0[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float u_7 = v0[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float h_7 = 0.5f * dt;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        for (int s_7 = 0; s_7 < steps; s_7++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            u_7 = u_7 - h_7 * (w2 * p_7);
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            p_7 = p_7 + dt * u_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            u_7 = u_7 - h_7 * (w2 * p_7);
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        x[i_7] = p_7;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        v[i_7] = u_7;
    }
}
