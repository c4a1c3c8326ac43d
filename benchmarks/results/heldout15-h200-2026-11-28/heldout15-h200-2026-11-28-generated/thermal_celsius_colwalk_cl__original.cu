extern "C" __global__ void thermal_celsius_colwalk(const unsigned short* raw, float* celsius, float gain, float offset, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    int row = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    int col = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if (row < height && col < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        int i = row * width + col;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        celsius[i] = (float)raw[i] * gain + offset;
    }
}
