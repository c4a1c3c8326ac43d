extern "C" __global__ void thermal_celsius_colwalk_cf8x(const unsigned short* raw, float* celsius, float gain, float offset, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    int row_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    int row_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    int row_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    int row_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    int row_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    int row_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    int row_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    int row_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    if (row_2 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        int i_2 = row_2 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        celsius[i_2] = (float)raw[i_2] * gain + offset;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    if (row_3 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        int i_3 = row_3 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        celsius[i_3] = (float)raw[i_3] * gain + offset;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    if (row_4 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        int i_4 = row_4 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        celsius[i_4] = (float)raw[i_4] * gain + offset;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    if (row_5 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        int i_5 = row_5 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        celsius[i_5] = (float)raw[i_5] * gain + offset;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    if (row_6 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        int i_6 = row_6 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        celsius[i_6] = (float)raw[i_6] * gain + offset;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
    if (row_7 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        int i_7 = row_7 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/thermal_celsius_colwalk.cu"
        celsius[i_7] = (float)raw[i_7] * gain + offset;
    }
}
