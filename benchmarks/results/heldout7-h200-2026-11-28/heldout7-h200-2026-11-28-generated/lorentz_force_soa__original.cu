extern "C" __global__ void lorentz_force_soa(const float* ex, const float* ey, const float* ez, const float* vx, const float* vy, const float* vz, const float* bx, const float* by, const float* bz, float* fx, float* fy, float* fz, float q, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
    if (i < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float u = vx[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float v = vy[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float w = vz[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float p = bx[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float s = by[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        float r = bz[i];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fx[i] = q * (ex[i] + (v * r - w * s));
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fy[i] = q * (ey[i] + (w * p - u * r));
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/lorentz_force_soa.cu"
        fz[i] = q * (ez[i] + (u * s - v * p));
    }
}
