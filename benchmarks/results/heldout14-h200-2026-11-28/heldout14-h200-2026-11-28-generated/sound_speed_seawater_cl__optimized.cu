extern "C" __global__ void sound_speed_seawater_opt(const float* temp_c, const float* salinity, const float* depth_m, float* c, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 temp_c_v0;
    float4 salinity_v1;
    float4 depth_m_v2;
    float4 c_v3;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
        if (ucond) {
            temp_c_v0 = *(const float4*)&temp_c[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
            float t_m0 = temp_c_v0.x;
            salinity_v1 = *(const float4*)&salinity[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
            float s_m0 = salinity_v1.x;
            depth_m_v2 = *(const float4*)&depth_m[i_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
            float z_m0 = depth_m_v2.x;
            c_v3.x = 1449.2f + t_m0 * (4.6f + t_m0 * (-0.055f + t_m0 * 0.00029f)) + (1.34f - 0.01f * t_m0) * (s_m0 - 35.0f) + 0.016f * z_m0;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
            float t_m1 = temp_c_v0.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
            float s_m1 = salinity_v1.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
            float z_m1 = depth_m_v2.y;
            c_v3.y = 1449.2f + t_m1 * (4.6f + t_m1 * (-0.055f + t_m1 * 0.00029f)) + (1.34f - 0.01f * t_m1) * (s_m1 - 35.0f) + 0.016f * z_m1;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
            float t_m2 = temp_c_v0.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
            float s_m2 = salinity_v1.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
            float z_m2 = depth_m_v2.z;
            c_v3.z = 1449.2f + t_m2 * (4.6f + t_m2 * (-0.055f + t_m2 * 0.00029f)) + (1.34f - 0.01f * t_m2) * (s_m2 - 35.0f) + 0.016f * z_m2;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
            float t_m3 = temp_c_v0.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
            float s_m3 = salinity_v1.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
            float z_m3 = depth_m_v2.w;
            c_v3.w = 1449.2f + t_m3 * (4.6f + t_m3 * (-0.055f + t_m3 * 0.00029f)) + (1.34f - 0.01f * t_m3) * (s_m3 - 35.0f) + 0.016f * z_m3;
            *(float4*)(&c[i_m3] - 3) = c_v3;
        }
    }
}
