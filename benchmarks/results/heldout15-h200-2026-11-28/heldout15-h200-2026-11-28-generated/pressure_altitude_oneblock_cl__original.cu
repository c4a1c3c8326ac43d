extern "C" __global__ void pressure_altitude_oneblock(const float* hpa, float* alt_ft, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
    for (int i = (unsigned long long)threadIdx.x; i < n; i += (unsigned long long)blockDim.x)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
        alt_ft[i] = 145366.45f * (1.0f - powf(hpa[i] / 1013.25f, 0.190284f));
}
