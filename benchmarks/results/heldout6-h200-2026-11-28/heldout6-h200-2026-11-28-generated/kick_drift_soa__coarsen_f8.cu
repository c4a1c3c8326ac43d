extern "C" __global__ void kick_drift_soa_cf8x(const float* px, const float* py, const float* pz, const float* vx, const float* vy, const float* vz, const float* ax, const float* ay, const float* az, float* qx, float* qy, float* qz, float* wx, float* wy, float* wz, float dt, int n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
    if (i_4 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        float h_4 = 0.5f * dt * dt;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qx[i_4] = px[i_4] + vx[i_4] * dt + ax[i_4] * h_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qy[i_4] = py[i_4] + vy[i_4] * dt + ay[i_4] * h_4;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qz[i_4] = pz[i_4] + vz[i_4] * dt + az[i_4] * h_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wx[i_4] = vx[i_4] + ax[i_4] * dt;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wy[i_4] = vy[i_4] + ay[i_4] * dt;
#line 18 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wz[i_4] = vz[i_4] + az[i_4] * dt;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
    if (i_5 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        float h_5 = 0.5f * dt * dt;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qx[i_5] = px[i_5] + vx[i_5] * dt + ax[i_5] * h_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qy[i_5] = py[i_5] + vy[i_5] * dt + ay[i_5] * h_5;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qz[i_5] = pz[i_5] + vz[i_5] * dt + az[i_5] * h_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wx[i_5] = vx[i_5] + ax[i_5] * dt;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wy[i_5] = vy[i_5] + ay[i_5] * dt;
#line 18 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wz[i_5] = vz[i_5] + az[i_5] * dt;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
    if (i_6 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        float h_6 = 0.5f * dt * dt;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qx[i_6] = px[i_6] + vx[i_6] * dt + ax[i_6] * h_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qy[i_6] = py[i_6] + vy[i_6] * dt + ay[i_6] * h_6;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qz[i_6] = pz[i_6] + vz[i_6] * dt + az[i_6] * h_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wx[i_6] = vx[i_6] + ax[i_6] * dt;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wy[i_6] = vy[i_6] + ay[i_6] * dt;
#line 18 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wz[i_6] = vz[i_6] + az[i_6] * dt;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
    if (i_7 < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        float h_7 = 0.5f * dt * dt;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qx[i_7] = px[i_7] + vx[i_7] * dt + ax[i_7] * h_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qy[i_7] = py[i_7] + vy[i_7] * dt + ay[i_7] * h_7;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        qz[i_7] = pz[i_7] + vz[i_7] * dt + az[i_7] * h_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wx[i_7] = vx[i_7] + ax[i_7] * dt;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wy[i_7] = vy[i_7] + ay[i_7] * dt;
#line 18 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        wz[i_7] = vz[i_7] + az[i_7] * dt;
    }
}
