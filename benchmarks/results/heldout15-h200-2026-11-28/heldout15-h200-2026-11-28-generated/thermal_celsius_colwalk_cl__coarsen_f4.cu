extern "C" __global__ void thermal_celsius_colwalk_cf4x(const unsigned short* raw, float* celsius, float gain, float offset, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    int row_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull < 4032ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        row_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    int row_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull < 4032ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        row_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    int row_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull < 4032ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        row_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    int row_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull < 4032ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        row_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    int col = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull < 4032ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        if (row_0 < height && col < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
            int i_0 = row_0 * width + col;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
            celsius[i_0] = (float)raw[i_0] * gain + offset;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull < 4032ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        if (row_1 < height && col < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
            int i_1 = row_1 * width + col;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
            celsius[i_1] = (float)raw[i_1] * gain + offset;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull < 4032ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        if (row_2 < height && col < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
            int i_2 = row_2 * width + col;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
            celsius[i_2] = (float)raw[i_2] * gain + offset;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull < 4032ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        if (row_3 < height && col < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
            int i_3 = row_3 * width + col;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
            celsius[i_3] = (float)raw[i_3] * gain + offset;
        }
}
