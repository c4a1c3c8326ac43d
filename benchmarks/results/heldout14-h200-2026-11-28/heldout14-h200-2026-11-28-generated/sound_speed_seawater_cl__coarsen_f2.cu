extern "C" __global__ void sound_speed_seawater_cf2x(const float* temp_c, const float* salinity, const float* depth_m, float* c, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
        float t_0 = temp_c[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
        float s_0 = salinity[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
        float z_0 = depth_m[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
        c[i_0] = 1449.2f + t_0 * (4.6f + t_0 * (-0.055f + t_0 * 0.00029f)) + (1.34f - 0.01f * t_0) * (s_0 - 35.0f) + 0.016f * z_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
        float t_1 = temp_c[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
        float s_1 = salinity[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
        float z_1 = depth_m[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cl"
        c[i_1] = 1449.2f + t_1 * (4.6f + t_1 * (-0.055f + t_1 * 0.00029f)) + (1.34f - 0.01f * t_1) * (s_1 - 35.0f) + 0.016f * z_1;
    }
}
