extern "C" __global__ void particles_soa_cf4x(float* x, float* y, float* z, float* vx, float* vy, float* vz, const float* q, float ex, float ey, float ez, float dt, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvx_2 = vx[i_2] + dt * q[i_2] * ex;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvy_2 = vy[i_2] + dt * q[i_2] * ey;
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvz_2 = vz[i_2] + dt * q[i_2] * ez;
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        x[i_2] = x[i_2] + dt * nvx_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        y[i_2] = y[i_2] + dt * nvy_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        z[i_2] = z[i_2] + dt * nvz_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vx[i_2] = nvx_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vy[i_2] = nvy_2;
#line 17 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vz[i_2] = nvz_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvx_3 = vx[i_3] + dt * q[i_3] * ex;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvy_3 = vy[i_3] + dt * q[i_3] * ey;
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvz_3 = vz[i_3] + dt * q[i_3] * ez;
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        x[i_3] = x[i_3] + dt * nvx_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        y[i_3] = y[i_3] + dt * nvy_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        z[i_3] = z[i_3] + dt * nvz_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vx[i_3] = nvx_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vy[i_3] = nvy_3;
#line 17 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vz[i_3] = nvz_3;
    }
}
