extern "C" __global__ void pressure_altitude_oneblock_cf4x(const float* hpa, float* alt_ft, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
    for (int i_0 = (unsigned long long)threadIdx.x * 4ull; i_0 < n; i_0 += (unsigned long long)blockDim.x * 4ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
        alt_ft[i_0] = 145366.45f * (1.0f - powf(hpa[i_0] / 1013.25f, 0.190284f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
    for (int i_1 = (unsigned long long)threadIdx.x * 4ull + 1ull; i_1 < n; i_1 += (unsigned long long)blockDim.x * 4ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
        alt_ft[i_1] = 145366.45f * (1.0f - powf(hpa[i_1] / 1013.25f, 0.190284f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
    for (int i_2 = (unsigned long long)threadIdx.x * 4ull + 2ull; i_2 < n; i_2 += (unsigned long long)blockDim.x * 4ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
        alt_ft[i_2] = 145366.45f * (1.0f - powf(hpa[i_2] / 1013.25f, 0.190284f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
    for (int i_3 = (unsigned long long)threadIdx.x * 4ull + 3ull; i_3 < n; i_3 += (unsigned long long)blockDim.x * 4ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
        alt_ft[i_3] = 145366.45f * (1.0f - powf(hpa[i_3] / 1013.25f, 0.190284f));
}
