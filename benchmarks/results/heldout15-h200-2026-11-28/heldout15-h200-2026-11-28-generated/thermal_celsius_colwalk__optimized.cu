extern "C" __global__ void thermal_celsius_colwalk_opt(const unsigned short* raw, float* celsius, float gain, float offset, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    int row = blockIdx.x * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    int col = blockIdx.y * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    if (row < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        int i = row * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        celsius[i] = (float)raw[i] * gain + offset;
    }
}
