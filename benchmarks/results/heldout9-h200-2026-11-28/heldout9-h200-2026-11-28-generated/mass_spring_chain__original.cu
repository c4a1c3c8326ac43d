extern "C" __global__ void mass_spring_chain(const float* x, const float* v, float* xo, float* vo, float k, float dt, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        float xi = x[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
        if (i == 0 || i == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            xo[i] = xi;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            vo[i] = 0.0f;
        } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            float nv = v[i] + dt * (k * (x[i - 1] - 2.0f * xi + x[i + 1]));
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            vo[i] = nv;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/mass_spring_chain.cu"
            xo[i] = xi + dt * nv;
        }
    }
}
