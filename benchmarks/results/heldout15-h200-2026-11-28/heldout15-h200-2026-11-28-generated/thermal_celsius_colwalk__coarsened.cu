extern "C" __global__ void thermal_celsius_colwalk_cf4x_st16(const unsigned short* raw, float* celsius, float gain, float offset, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    int row_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        row_0 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    int row_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        row_1 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    int row_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        row_2 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    int row_3;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        row_3 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    int col = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        if (row_0 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
            int i_0 = row_0 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
            celsius[i_0] = (float)raw[i_0] * gain + offset;
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        if (row_1 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
            int i_1 = row_1 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
            celsius[i_1] = (float)raw[i_1] * gain + offset;
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        if (row_2 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
            int i_2 = row_2 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
            celsius[i_2] = (float)raw[i_2] * gain + offset;
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        if (row_3 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
            int i_3 = row_3 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
            celsius[i_3] = (float)raw[i_3] * gain + offset;
        }
}
