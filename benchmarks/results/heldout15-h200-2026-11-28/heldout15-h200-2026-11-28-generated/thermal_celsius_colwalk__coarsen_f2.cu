extern "C" __global__ void thermal_celsius_colwalk_cf2x(const unsigned short* raw, float* celsius, float gain, float offset, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    int row_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    int row_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    int col = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    if (row_0 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        int i_0 = row_0 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        celsius[i_0] = (float)raw[i_0] * gain + offset;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    if (row_1 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        int i_1 = row_1 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        celsius[i_1] = (float)raw[i_1] * gain + offset;
    }
}
