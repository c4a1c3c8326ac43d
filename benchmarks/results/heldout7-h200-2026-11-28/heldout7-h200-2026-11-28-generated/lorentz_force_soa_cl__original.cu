extern "C" __global__ void lorentz_force_soa(const float* ex, const float* ey, const float* ez, const float* vx, const float* vy, const float* vz, const float* bx, const float* by, const float* bz, float* fx, float* fy, float* fz, float q, int n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
    if (i < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        float u = vx[i];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        float v = vy[i];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        float w = vz[i];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        float p = bx[i];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        float s = by[i];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        float r = bz[i];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        fx[i] = q * (ex[i] + (v * r - w * s));
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        fy[i] = q * (ey[i] + (w * p - u * r));
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cl"
        fz[i] = q * (ez[i] + (u * s - v * p));
    }
}
