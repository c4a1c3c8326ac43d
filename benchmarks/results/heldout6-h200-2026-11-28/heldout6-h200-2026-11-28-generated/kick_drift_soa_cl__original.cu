extern "C" __global__ void kick_drift_soa(const float* px, const float* py, const float* pz, const float* vx, const float* vy, const float* vz, const float* ax, const float* ay, const float* az, float* qx, float* qy, float* qz, float* wx, float* wy, float* wz, float dt, int n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
    if (i < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
        float h = 0.5f * dt * dt;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
        qx[i] = px[i] + vx[i] * dt + ax[i] * h;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
        qy[i] = py[i] + vy[i] * dt + ay[i] * h;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
        qz[i] = pz[i] + vz[i] * dt + az[i] * h;
#line 18 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
        wx[i] = vx[i] + ax[i] * dt;
#line 19 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
        wy[i] = vy[i] + ay[i] * dt;
#line 20 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cl"
        wz[i] = vz[i] + az[i] * dt;
    }
}
