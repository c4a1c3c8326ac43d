extern "C" __global__ void kick_drift_soa_cf2x(const float* px, const float* py, const float* pz, const float* vx, const float* vy, const float* vz, const float* ax, const float* ay, const float* az, float* qx, float* qy, float* qz, float* wx, float* wy, float* wz, float dt, int n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
    if (i_0 < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
        float h_0 = 0.5f * dt * dt;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
        qx[i_0] = px[i_0] + vx[i_0] * dt + ax[i_0] * h_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
        qy[i_0] = py[i_0] + vy[i_0] * dt + ay[i_0] * h_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
        qz[i_0] = pz[i_0] + vz[i_0] * dt + az[i_0] * h_0;
#line 18 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
        wx[i_0] = vx[i_0] + ax[i_0] * dt;
#line 19 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
        wy[i_0] = vy[i_0] + ay[i_0] * dt;
#line 20 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
        wz[i_0] = vz[i_0] + az[i_0] * dt;
    }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
    if (i_1 < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
        float h_1 = 0.5f * dt * dt;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
        qx[i_1] = px[i_1] + vx[i_1] * dt + ax[i_1] * h_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
        qy[i_1] = py[i_1] + vy[i_1] * dt + ay[i_1] * h_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
        qz[i_1] = pz[i_1] + vz[i_1] * dt + az[i_1] * h_1;
#line 18 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
        wx[i_1] = vx[i_1] + ax[i_1] * dt;
#line 19 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
        wy[i_1] = vy[i_1] + ay[i_1] * dt;
#line 20 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
        wz[i_1] = vz[i_1] + az[i_1] * dt;
    }
}
