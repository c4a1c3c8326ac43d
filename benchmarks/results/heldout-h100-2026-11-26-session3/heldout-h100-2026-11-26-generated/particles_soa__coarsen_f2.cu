extern "C" __global__ void particles_soa_cf2x(float* x, float* y, float* z, float* vx, float* vy, float* vz, const float* q, float ex, float ey, float ez, float dt, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvx_0 = vx[i_0] + dt * q[i_0] * ex;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvy_0 = vy[i_0] + dt * q[i_0] * ey;
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvz_0 = vz[i_0] + dt * q[i_0] * ez;
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        x[i_0] = x[i_0] + dt * nvx_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        y[i_0] = y[i_0] + dt * nvy_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        z[i_0] = z[i_0] + dt * nvz_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vx[i_0] = nvx_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vy[i_0] = nvy_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vz[i_0] = nvz_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvx_1 = vx[i_1] + dt * q[i_1] * ex;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvy_1 = vy[i_1] + dt * q[i_1] * ey;
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvz_1 = vz[i_1] + dt * q[i_1] * ez;
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        x[i_1] = x[i_1] + dt * nvx_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        y[i_1] = y[i_1] + dt * nvy_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        z[i_1] = z[i_1] + dt * nvz_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vx[i_1] = nvx_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vy[i_1] = nvy_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vz[i_1] = nvz_1;
    }
}
