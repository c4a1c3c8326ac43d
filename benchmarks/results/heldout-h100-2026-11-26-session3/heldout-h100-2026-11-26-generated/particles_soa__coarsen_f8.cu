extern "C" __global__ void particles_soa_cf8x(float* x, float* y, float* z, float* vx, float* vy, float* vz, const float* q, float ex, float ey, float ez, float dt, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvx_4 = vx[i_4] + dt * q[i_4] * ex;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvy_4 = vy[i_4] + dt * q[i_4] * ey;
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvz_4 = vz[i_4] + dt * q[i_4] * ez;
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        x[i_4] = x[i_4] + dt * nvx_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        y[i_4] = y[i_4] + dt * nvy_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        z[i_4] = z[i_4] + dt * nvz_4;
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vx[i_4] = nvx_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vy[i_4] = nvy_4;
#line 17 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vz[i_4] = nvz_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvx_5 = vx[i_5] + dt * q[i_5] * ex;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvy_5 = vy[i_5] + dt * q[i_5] * ey;
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvz_5 = vz[i_5] + dt * q[i_5] * ez;
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        x[i_5] = x[i_5] + dt * nvx_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        y[i_5] = y[i_5] + dt * nvy_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        z[i_5] = z[i_5] + dt * nvz_5;
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vx[i_5] = nvx_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vy[i_5] = nvy_5;
#line 17 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vz[i_5] = nvz_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvx_6 = vx[i_6] + dt * q[i_6] * ex;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvy_6 = vy[i_6] + dt * q[i_6] * ey;
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvz_6 = vz[i_6] + dt * q[i_6] * ez;
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        x[i_6] = x[i_6] + dt * nvx_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        y[i_6] = y[i_6] + dt * nvy_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        z[i_6] = z[i_6] + dt * nvz_6;
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vx[i_6] = nvx_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vy[i_6] = nvy_6;
#line 17 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vz[i_6] = nvz_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvx_7 = vx[i_7] + dt * q[i_7] * ex;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvy_7 = vy[i_7] + dt * q[i_7] * ey;
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        float nvz_7 = vz[i_7] + dt * q[i_7] * ez;
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        x[i_7] = x[i_7] + dt * nvx_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        y[i_7] = y[i_7] + dt * nvy_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        z[i_7] = z[i_7] + dt * nvz_7;
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vx[i_7] = nvx_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vy[i_7] = nvy_7;
#line 17 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_soa.cl"
        vz[i_7] = nvz_7;
    }
}
