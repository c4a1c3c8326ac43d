extern "C" __global__ void sound_speed_seawater(const float* temp_c, const float* salinity, const float* depth_m, float* c, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
        float t = temp_c[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
        float s = salinity[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
        float z = depth_m[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/sound_speed_seawater.cu"
        c[i] = 1449.2f + t * (4.6f + t * (-0.055f + t * 0.00029f)) + (1.34f - 0.01f * t) * (s - 35.0f) + 0.016f * z;
    }
}
