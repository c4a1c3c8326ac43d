extern "C" __global__ void pressure_altitude_oneblock_opt(const float* hpa, float* alt_ft, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
    for (int i = (int)blockIdx.x * (int)blockDim.x + (int)threadIdx.x; i < n; i += (int)gridDim.x * (int)blockDim.x)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
        alt_ft[i] = 145366.45f * (1.0f - powf(hpa[i] / 1013.25f, 0.190284f));
}
