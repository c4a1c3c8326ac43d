extern "C" __global__ void kick_drift_soa(const float* px, const float* py, const float* pz, const float* vx, const float* vy, const float* vz, const float* ax, const float* ay, const float* az, float* qx, float* qy, float* qz, float* wx, float* wy, float* wz, float dt, int n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
    if (i < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        float h = 0.5f * dt * dt;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qx[i] = px[i] + vx[i] * dt + ax[i] * h;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qy[i] = py[i] + vy[i] * dt + ay[i] * h;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qz[i] = pz[i] + vz[i] * dt + az[i] * h;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wx[i] = vx[i] + ax[i] * dt;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wy[i] = vy[i] + ay[i] * dt;
#line 18 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wz[i] = vz[i] + az[i] * dt;
    }
}
