extern "C" __global__ void pressure_altitude_oneblock_hand(const float* __restrict__ hpa, float* __restrict__ alt_ft, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/hand/pressure_altitude_oneblock_hand.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/hand/pressure_altitude_oneblock_hand.cu"
    if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/hand/pressure_altitude_oneblock_hand.cu"
        alt_ft[i] = 145366.45f * (1.0f - powf(hpa[i] / 1013.25f, 0.190284f));
}
