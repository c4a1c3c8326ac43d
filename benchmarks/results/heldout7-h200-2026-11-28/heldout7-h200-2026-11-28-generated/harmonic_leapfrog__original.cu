extern "C" __global__ void harmonic_leapfrog(const float* x0, const float* v0, float* x, float* v, float w2, float dt, int steps, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float p = x0[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float u = v0[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        float h = 0.5f * dt;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        for (int s = 0; s < steps; s++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            u = u - h * (w2 * p);
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            p = p + dt * u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
            u = u - h * (w2 * p);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        x[i] = p;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/harmonic_leapfrog.cu"
        v[i] = u;
    }
}
