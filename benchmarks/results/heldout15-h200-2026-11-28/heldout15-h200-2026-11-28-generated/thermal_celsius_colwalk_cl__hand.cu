extern "C" __global__ void thermal_celsius_colwalk_hand(const unsigned short* __restrict__ raw, float* __restrict__ celsius, float gain, float offset, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/hand/thermal_celsius_colwalk_hand.cl"
    int col = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/hand/thermal_celsius_colwalk_hand.cl"
    int row = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 10 "/work/main/.stage/main/benchmarks/heldout15/hand/thermal_celsius_colwalk_hand.cl"
    if (row < height && col < width) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/hand/thermal_celsius_colwalk_hand.cl"
        int i = row * width + col;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/hand/thermal_celsius_colwalk_hand.cl"
        celsius[i] = (float)raw[i] * gain + offset;
    }
}
