extern "C" __global__ void mass_spring_chain(const float* x, const float* v, float* xo, float* vo, float k, float dt, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
    if (i < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
        float xi = x[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
        if (i == 0 || i == n - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            xo[i] = xi;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            vo[i] = 0.0f;
        } else {
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            float nv = v[i] + dt * (k * (x[i - 1] - 2.0f * xi + x[i + 1]));
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            vo[i] = nv;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cl"
            xo[i] = xi + dt * nv;
        }
    }
}
