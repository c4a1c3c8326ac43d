extern "C" __global__ void pressure_altitude_oneblock_cf8x(const float* hpa, float* alt_ft, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cu"
    for (int i_0 = threadIdx.x * 8u; i_0 < n; i_0 += blockDim.x * 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cu"
        alt_ft[i_0] = 145366.45f * (1.0f - powf(hpa[i_0] / 1013.25f, 0.190284f));
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cu"
    for (int i_1 = threadIdx.x * 8u + 1u; i_1 < n; i_1 += blockDim.x * 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cu"
        alt_ft[i_1] = 145366.45f * (1.0f - powf(hpa[i_1] / 1013.25f, 0.190284f));
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cu"
    for (int i_2 = threadIdx.x * 8u + 2u; i_2 < n; i_2 += blockDim.x * 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cu"
        alt_ft[i_2] = 145366.45f * (1.0f - powf(hpa[i_2] / 1013.25f, 0.190284f));
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cu"
    for (int i_3 = threadIdx.x * 8u + 3u; i_3 < n; i_3 += blockDim.x * 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cu"
        alt_ft[i_3] = 145366.45f * (1.0f - powf(hpa[i_3] / 1013.25f, 0.190284f));
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cu"
    for (int i_4 = threadIdx.x * 8u + 4u; i_4 < n; i_4 += blockDim.x * 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cu"
        alt_ft[i_4] = 145366.45f * (1.0f - powf(hpa[i_4] / 1013.25f, 0.190284f));
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cu"
    for (int i_5 = threadIdx.x * 8u + 5u; i_5 < n; i_5 += blockDim.x * 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cu"
        alt_ft[i_5] = 145366.45f * (1.0f - powf(hpa[i_5] / 1013.25f, 0.190284f));
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cu"
    for (int i_6 = threadIdx.x * 8u + 6u; i_6 < n; i_6 += blockDim.x * 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cu"
        alt_ft[i_6] = 145366.45f * (1.0f - powf(hpa[i_6] / 1013.25f, 0.190284f));
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cu"
    for (int i_7 = threadIdx.x * 8u + 7u; i_7 < n; i_7 += blockDim.x * 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cu"
        alt_ft[i_7] = 145366.45f * (1.0f - powf(hpa[i_7] / 1013.25f, 0.190284f));
}
