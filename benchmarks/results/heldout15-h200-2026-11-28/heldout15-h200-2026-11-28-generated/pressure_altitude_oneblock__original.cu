extern "C" __global__ void pressure_altitude_oneblock(const float* hpa, float* alt_ft, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cu"
    for (int i = threadIdx.x; i < n; i += blockDim.x)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cu"
        alt_ft[i] = 145366.45f * (1.0f - powf(hpa[i] / 1013.25f, 0.190284f));
}
