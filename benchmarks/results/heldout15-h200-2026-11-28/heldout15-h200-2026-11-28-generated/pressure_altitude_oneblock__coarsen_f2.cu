extern "C" __global__ void pressure_altitude_oneblock_cf2x(const float* hpa, float* alt_ft, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cu"
    for (int i_0 = threadIdx.x * 2u; i_0 < n; i_0 += blockDim.x * 2u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cu"
        alt_ft[i_0] = 145366.45f * (1.0f - powf(hpa[i_0] / 1013.25f, 0.190284f));
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cu"
    for (int i_1 = threadIdx.x * 2u + 1u; i_1 < n; i_1 += blockDim.x * 2u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/pressure_altitude_oneblock.cu"
        alt_ft[i_1] = 145366.45f * (1.0f - powf(hpa[i_1] / 1013.25f, 0.190284f));
}
