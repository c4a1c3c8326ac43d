extern "C" __global__ void particles_soa(float* x, float* y, float* z, float* vx, float* vy, float* vz, const float* q, float ex, float ey, float ez, float dt, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvx = vx[i] + dt * q[i] * ex;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvy = vy[i] + dt * q[i] * ey;
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvz = vz[i] + dt * q[i] * ez;
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        x[i] = x[i] + dt * nvx;
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        y[i] = y[i] + dt * nvy;
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        z[i] = z[i] + dt * nvz;
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vx[i] = nvx;
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vy[i] = nvy;
#line 17 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vz[i] = nvz;
    }
}
