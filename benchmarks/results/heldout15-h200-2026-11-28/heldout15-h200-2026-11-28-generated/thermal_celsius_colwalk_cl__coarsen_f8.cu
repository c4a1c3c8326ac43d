extern "C" __global__ void thermal_celsius_colwalk_cf8x(const unsigned short* raw, float* celsius, float gain, float offset, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    int row_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull < 4032ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        row_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    int row_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull < 4032ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        row_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    int row_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull < 4032ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        row_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    int row_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull < 4032ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        row_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    int row_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull < 4032ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        row_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    int row_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull < 4032ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        row_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    int row_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull < 4032ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        row_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    int row_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull < 4032ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        row_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    int col = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull < 4032ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        if (row_0 < height && col < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
            int i_0 = row_0 * width + col;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
            celsius[i_0] = (float)raw[i_0] * gain + offset;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull < 4032ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        if (row_1 < height && col < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
            int i_1 = row_1 * width + col;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
            celsius[i_1] = (float)raw[i_1] * gain + offset;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull < 4032ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        if (row_2 < height && col < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
            int i_2 = row_2 * width + col;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
            celsius[i_2] = (float)raw[i_2] * gain + offset;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull < 4032ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        if (row_3 < height && col < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
            int i_3 = row_3 * width + col;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
            celsius[i_3] = (float)raw[i_3] * gain + offset;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull < 4032ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        if (row_4 < height && col < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
            int i_4 = row_4 * width + col;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
            celsius[i_4] = (float)raw[i_4] * gain + offset;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull < 4032ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        if (row_5 < height && col < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
            int i_5 = row_5 * width + col;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
            celsius[i_5] = (float)raw[i_5] * gain + offset;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull < 4032ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        if (row_6 < height && col < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
            int i_6 = row_6 * width + col;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
            celsius[i_6] = (float)raw[i_6] * gain + offset;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull < 4032ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
        if (row_7 < height && col < width) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
            int i_7 = row_7 * width + col;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cl"
            celsius[i_7] = (float)raw[i_7] * gain + offset;
        }
}
