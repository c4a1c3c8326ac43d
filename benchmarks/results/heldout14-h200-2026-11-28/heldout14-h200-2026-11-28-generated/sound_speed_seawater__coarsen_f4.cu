extern "C" __global__ void sound_speed_seawater_cf4x(const float* temp_c, const float* salinity, const float* depth_m, float* c, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
        float t_0 = temp_c[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
        float s_0 = salinity[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
        float z_0 = depth_m[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
        c[i_0] = 1449.2f + t_0 * (4.6f + t_0 * (-0.055f + t_0 * 0.00029f)) + (1.34f - 0.01f * t_0) * (s_0 - 35.0f) + 0.016f * z_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
        float t_1 = temp_c[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
        float s_1 = salinity[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
        float z_1 = depth_m[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
        c[i_1] = 1449.2f + t_1 * (4.6f + t_1 * (-0.055f + t_1 * 0.00029f)) + (1.34f - 0.01f * t_1) * (s_1 - 35.0f) + 0.016f * z_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
        float t_2 = temp_c[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
        float s_2 = salinity[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
        float z_2 = depth_m[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
        c[i_2] = 1449.2f + t_2 * (4.6f + t_2 * (-0.055f + t_2 * 0.00029f)) + (1.34f - 0.01f * t_2) * (s_2 - 35.0f) + 0.016f * z_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
        float t_3 = temp_c[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
        float s_3 = salinity[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
        float z_3 = depth_m[i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
        c[i_3] = 1449.2f + t_3 * (4.6f + t_3 * (-0.055f + t_3 * 0.00029f)) + (1.34f - 0.01f * t_3) * (s_3 - 35.0f) + 0.016f * z_3;
    }
}
