extern "C" __global__ void kick_drift_soa_opt(const float* px, const float* py, const float* pz, const float* vx, const float* vy, const float* vz, const float* ax, const float* ay, const float* az, float* qx, float* qy, float* qz, float* wx, float* wy, float* wz, float dt, int n) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 qx_v0;
    float4 px_v1;
    float4 vx_v2;
    float4 ax_v3;
    float4 qy_v4;
    float4 py_v5;
    float4 vy_v6;
    float4 ay_v7;
    float4 qz_v8;
    float4 pz_v9;
    float4 vz_v10;
    float4 az_v11;
    float4 wx_v12;
    float4 wy_v13;
    float4 wz_v14;
    {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        if (ucond) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
            float h_m0 = 0.5f * dt * dt;
            px_v1 = *(const float4*)&px[i_m0];
            vx_v2 = *(const float4*)&vx[i_m0];
            ax_v3 = *(const float4*)&ax[i_m0];
            qx_v0.x = px_v1.x + vx_v2.x * dt + ax_v3.x * h_m0;
            py_v5 = *(const float4*)&py[i_m0];
            vy_v6 = *(const float4*)&vy[i_m0];
            ay_v7 = *(const float4*)&ay[i_m0];
            qy_v4.x = py_v5.x + vy_v6.x * dt + ay_v7.x * h_m0;
            pz_v9 = *(const float4*)&pz[i_m0];
            vz_v10 = *(const float4*)&vz[i_m0];
            az_v11 = *(const float4*)&az[i_m0];
            qz_v8.x = pz_v9.x + vz_v10.x * dt + az_v11.x * h_m0;
            wx_v12.x = vx_v2.x + ax_v3.x * dt;
            wy_v13.x = vy_v6.x + ay_v7.x * dt;
            wz_v14.x = vz_v10.x + az_v11.x * dt;
        }
    }
    {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        if (ucond) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
            float h_m1 = 0.5f * dt * dt;
            qx_v0.y = px_v1.y + vx_v2.y * dt + ax_v3.y * h_m1;
            qy_v4.y = py_v5.y + vy_v6.y * dt + ay_v7.y * h_m1;
            qz_v8.y = pz_v9.y + vz_v10.y * dt + az_v11.y * h_m1;
            wx_v12.y = vx_v2.y + ax_v3.y * dt;
            wy_v13.y = vy_v6.y + ay_v7.y * dt;
            wz_v14.y = vz_v10.y + az_v11.y * dt;
        }
    }
    {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        if (ucond) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
            float h_m2 = 0.5f * dt * dt;
            qx_v0.z = px_v1.z + vx_v2.z * dt + ax_v3.z * h_m2;
            qy_v4.z = py_v5.z + vy_v6.z * dt + ay_v7.z * h_m2;
            qz_v8.z = pz_v9.z + vz_v10.z * dt + az_v11.z * h_m2;
            wx_v12.z = vx_v2.z + ax_v3.z * dt;
            wy_v13.z = vy_v6.z + ay_v7.z * dt;
            wz_v14.z = vz_v10.z + az_v11.z * dt;
        }
    }
    {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
        if (ucond) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/kick_drift_soa.cu"
            float h_m3 = 0.5f * dt * dt;
            qx_v0.w = px_v1.w + vx_v2.w * dt + ax_v3.w * h_m3;
            *(float4*)(&qx[i_m3] - 3) = qx_v0;
            qy_v4.w = py_v5.w + vy_v6.w * dt + ay_v7.w * h_m3;
            *(float4*)(&qy[i_m3] - 3) = qy_v4;
            qz_v8.w = pz_v9.w + vz_v10.w * dt + az_v11.w * h_m3;
            *(float4*)(&qz[i_m3] - 3) = qz_v8;
            wx_v12.w = vx_v2.w + ax_v3.w * dt;
            *(float4*)(&wx[i_m3] - 3) = wx_v12;
            wy_v13.w = vy_v6.w + ay_v7.w * dt;
            *(float4*)(&wy[i_m3] - 3) = wy_v13;
            wz_v14.w = vz_v10.w + az_v11.w * dt;
            *(float4*)(&wz[i_m3] - 3) = wz_v14;
        }
    }
}
