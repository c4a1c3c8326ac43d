extern "C" __global__ void harmonic_leapfrog_opt(const float* x0, const float* v0, float* x, float* v, float w2, float dt, int steps, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 x0_v0;
    float4 v0_v1;
    float4 x_v2;
    float4 v_v3;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        if (ucond) {
            x0_v0 = *(const float4*)&x0[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            float p_m0 = x0_v0.x;
            v0_v1 = *(const float4*)&v0[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            float u_m0 = v0_v1.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            float h_m0 = 0.5f * dt;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            for (int s_m0 = 0; s_m0 < steps; s_m0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
                u_m0 = u_m0 - h_m0 * (w2 * p_m0);
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
                p_m0 = p_m0 + dt * u_m0;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
                u_m0 = u_m0 - h_m0 * (w2 * p_m0);
            }
            x_v2.x = p_m0;
            v_v3.x = u_m0;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            float p_m1 = x0_v0.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            float u_m1 = v0_v1.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            float h_m1 = 0.5f * dt;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            for (int s_m1 = 0; s_m1 < steps; s_m1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
                u_m1 = u_m1 - h_m1 * (w2 * p_m1);
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
                p_m1 = p_m1 + dt * u_m1;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
                u_m1 = u_m1 - h_m1 * (w2 * p_m1);
            }
            x_v2.y = p_m1;
            v_v3.y = u_m1;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            float p_m2 = x0_v0.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            float u_m2 = v0_v1.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            float h_m2 = 0.5f * dt;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            for (int s_m2 = 0; s_m2 < steps; s_m2++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
                u_m2 = u_m2 - h_m2 * (w2 * p_m2);
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
                p_m2 = p_m2 + dt * u_m2;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
                u_m2 = u_m2 - h_m2 * (w2 * p_m2);
            }
            x_v2.z = p_m2;
            v_v3.z = u_m2;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            float p_m3 = x0_v0.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            float u_m3 = v0_v1.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            float h_m3 = 0.5f * dt;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            for (int s_m3 = 0; s_m3 < steps; s_m3++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
                u_m3 = u_m3 - h_m3 * (w2 * p_m3);
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
                p_m3 = p_m3 + dt * u_m3;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
                u_m3 = u_m3 - h_m3 * (w2 * p_m3);
            }
            x_v2.w = p_m3;
            *(float4*)(&x[i_m3] - 3) = x_v2;
            v_v3.w = u_m3;
            *(float4*)(&v[i_m3] - 3) = v_v3;
        }
    }
}
