extern "C" __global__ void harmonic_leapfrog(const float* x0, const float* v0, float* x, float* v, float w2, float dt, int steps, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float p = x0[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float u = v0[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        float h = 0.5f * dt;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        for (int s = 0; s < steps; s++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            u = u - h * (w2 * p);
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            p = p + dt * u;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
            u = u - h * (w2 * p);
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        x[i] = p;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cl"
        v[i] = u;
    }
}
