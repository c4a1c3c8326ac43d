extern "C" __global__ void kick_drift_soa_cf4x(const float* px, const float* py, const float* pz, const float* vx, const float* vy, const float* vz, const float* ax, const float* ay, const float* az, float* qx, float* qy, float* qz, float* wx, float* wy, float* wz, float dt, int n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
    if (i_0 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        float h_0 = 0.5f * dt * dt;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qx[i_0] = px[i_0] + vx[i_0] * dt + ax[i_0] * h_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qy[i_0] = py[i_0] + vy[i_0] * dt + ay[i_0] * h_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qz[i_0] = pz[i_0] + vz[i_0] * dt + az[i_0] * h_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wx[i_0] = vx[i_0] + ax[i_0] * dt;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wy[i_0] = vy[i_0] + ay[i_0] * dt;
#line 18 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wz[i_0] = vz[i_0] + az[i_0] * dt;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
    if (i_1 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        float h_1 = 0.5f * dt * dt;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qx[i_1] = px[i_1] + vx[i_1] * dt + ax[i_1] * h_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qy[i_1] = py[i_1] + vy[i_1] * dt + ay[i_1] * h_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qz[i_1] = pz[i_1] + vz[i_1] * dt + az[i_1] * h_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wx[i_1] = vx[i_1] + ax[i_1] * dt;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wy[i_1] = vy[i_1] + ay[i_1] * dt;
#line 18 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wz[i_1] = vz[i_1] + az[i_1] * dt;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
    if (i_2 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        float h_2 = 0.5f * dt * dt;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qx[i_2] = px[i_2] + vx[i_2] * dt + ax[i_2] * h_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qy[i_2] = py[i_2] + vy[i_2] * dt + ay[i_2] * h_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qz[i_2] = pz[i_2] + vz[i_2] * dt + az[i_2] * h_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wx[i_2] = vx[i_2] + ax[i_2] * dt;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wy[i_2] = vy[i_2] + ay[i_2] * dt;
#line 18 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wz[i_2] = vz[i_2] + az[i_2] * dt;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
    if (i_3 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        float h_3 = 0.5f * dt * dt;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qx[i_3] = px[i_3] + vx[i_3] * dt + ax[i_3] * h_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qy[i_3] = py[i_3] + vy[i_3] * dt + ay[i_3] * h_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qz[i_3] = pz[i_3] + vz[i_3] * dt + az[i_3] * h_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wx[i_3] = vx[i_3] + ax[i_3] * dt;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wy[i_3] = vy[i_3] + ay[i_3] * dt;
#line 18 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wz[i_3] = vz[i_3] + az[i_3] * dt;
    }
}
