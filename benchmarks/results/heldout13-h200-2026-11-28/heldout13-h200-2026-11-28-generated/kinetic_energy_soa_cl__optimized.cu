extern "C" __global__ void kinetic_energy_soa_opt(const float* m, const float* vx, const float* vy, const float* vz, float* ke, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 vx_v0;
    float4 vy_v1;
    float4 vz_v2;
    float4 ke_v3;
    float4 m_v4;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        if (ucond) {
            vx_v0 = *(const float4*)&vx[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
            float a_m0 = vx_v0.x;
            vy_v1 = *(const float4*)&vy[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
            float b_m0 = vy_v1.x;
            vz_v2 = *(const float4*)&vz[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
            float c_m0 = vz_v2.x;
            m_v4 = *(const float4*)&m[i_m0];
            ke_v3.x = 0.5f * m_v4.x * (a_m0 * a_m0 + b_m0 * b_m0 + c_m0 * c_m0);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
            float a_m1 = vx_v0.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
            float b_m1 = vy_v1.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
            float c_m1 = vz_v2.y;
            ke_v3.y = 0.5f * m_v4.y * (a_m1 * a_m1 + b_m1 * b_m1 + c_m1 * c_m1);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
            float a_m2 = vx_v0.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
            float b_m2 = vy_v1.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
            float c_m2 = vz_v2.z;
            ke_v3.z = 0.5f * m_v4.z * (a_m2 * a_m2 + b_m2 * b_m2 + c_m2 * c_m2);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
            float a_m3 = vx_v0.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
            float b_m3 = vy_v1.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/kinetic_energy_soa.cl"
            float c_m3 = vz_v2.w;
            ke_v3.w = 0.5f * m_v4.w * (a_m3 * a_m3 + b_m3 * b_m3 + c_m3 * c_m3);
            *(float4*)(&ke[i_m3] - 3) = ke_v3;
        }
    }
}
