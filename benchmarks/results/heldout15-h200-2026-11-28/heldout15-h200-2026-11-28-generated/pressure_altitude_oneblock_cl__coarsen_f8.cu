extern "C" __global__ void pressure_altitude_oneblock_cf8x(const float* hpa, float* alt_ft, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
    for (int i_0 = (unsigned long long)threadIdx.x * 8ull; i_0 < n; i_0 += (unsigned long long)blockDim.x * 8ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
        alt_ft[i_0] = 145366.45f * (1.0f - powf(hpa[i_0] / 1013.25f, 0.190284f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
    for (int i_1 = (unsigned long long)threadIdx.x * 8ull + 1ull; i_1 < n; i_1 += (unsigned long long)blockDim.x * 8ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
        alt_ft[i_1] = 145366.45f * (1.0f - powf(hpa[i_1] / 1013.25f, 0.190284f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
    for (int i_2 = (unsigned long long)threadIdx.x * 8ull + 2ull; i_2 < n; i_2 += (unsigned long long)blockDim.x * 8ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
        alt_ft[i_2] = 145366.45f * (1.0f - powf(hpa[i_2] / 1013.25f, 0.190284f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
    for (int i_3 = (unsigned long long)threadIdx.x * 8ull + 3ull; i_3 < n; i_3 += (unsigned long long)blockDim.x * 8ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
        alt_ft[i_3] = 145366.45f * (1.0f - powf(hpa[i_3] / 1013.25f, 0.190284f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
    for (int i_4 = (unsigned long long)threadIdx.x * 8ull + 4ull; i_4 < n; i_4 += (unsigned long long)blockDim.x * 8ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
        alt_ft[i_4] = 145366.45f * (1.0f - powf(hpa[i_4] / 1013.25f, 0.190284f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
    for (int i_5 = (unsigned long long)threadIdx.x * 8ull + 5ull; i_5 < n; i_5 += (unsigned long long)blockDim.x * 8ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
        alt_ft[i_5] = 145366.45f * (1.0f - powf(hpa[i_5] / 1013.25f, 0.190284f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
    for (int i_6 = (unsigned long long)threadIdx.x * 8ull + 6ull; i_6 < n; i_6 += (unsigned long long)blockDim.x * 8ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
        alt_ft[i_6] = 145366.45f * (1.0f - powf(hpa[i_6] / 1013.25f, 0.190284f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
    for (int i_7 = (unsigned long long)threadIdx.x * 8ull + 7ull; i_7 < n; i_7 += (unsigned long long)blockDim.x * 8ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cl"
        alt_ft[i_7] = 145366.45f * (1.0f - powf(hpa[i_7] / 1013.25f, 0.190284f));
}
