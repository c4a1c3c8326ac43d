extern "C" __global__ void tile_mean8x8_cf8x(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
    int tx_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
    int tx_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
    int tx_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
    int tx_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
    int tx_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
    int tx_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
    int tx_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
    int tx_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
    int ty = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
    if (tx_0 < width / 8 && ty < height / 8) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        float s_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        for (int y_0 = 0; y_0 < 8; y_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
            for (int x_0 = 0; x_0 < 8; x_0++)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
                s_0 += in[(8 * ty + y_0) * width + 8 * tx_0 + x_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        out[ty * (width / 8) + tx_0] = s_0 * 0.015625f;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
    if (tx_1 < width / 8 && ty < height / 8) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        float s_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        for (int y_1 = 0; y_1 < 8; y_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
            for (int x_1 = 0; x_1 < 8; x_1++)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
                s_1 += in[(8 * ty + y_1) * width + 8 * tx_1 + x_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        out[ty * (width / 8) + tx_1] = s_1 * 0.015625f;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
    if (tx_2 < width / 8 && ty < height / 8) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        float s_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        for (int y_2 = 0; y_2 < 8; y_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
            for (int x_2 = 0; x_2 < 8; x_2++)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
                s_2 += in[(8 * ty + y_2) * width + 8 * tx_2 + x_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        out[ty * (width / 8) + tx_2] = s_2 * 0.015625f;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
    if (tx_3 < width / 8 && ty < height / 8) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        float s_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        for (int y_3 = 0; y_3 < 8; y_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
            for (int x_3 = 0; x_3 < 8; x_3++)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
                s_3 += in[(8 * ty + y_3) * width + 8 * tx_3 + x_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        out[ty * (width / 8) + tx_3] = s_3 * 0.015625f;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
    if (tx_4 < width / 8 && ty < height / 8) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        float s_4 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        for (int y_4 = 0; y_4 < 8; y_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
            for (int x_4 = 0; x_4 < 8; x_4++)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
                s_4 += in[(8 * ty + y_4) * width + 8 * tx_4 + x_4];
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        out[ty * (width / 8) + tx_4] = s_4 * 0.015625f;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
    if (tx_5 < width / 8 && ty < height / 8) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        float s_5 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        for (int y_5 = 0; y_5 < 8; y_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
            for (int x_5 = 0; x_5 < 8; x_5++)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
                s_5 += in[(8 * ty + y_5) * width + 8 * tx_5 + x_5];
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        out[ty * (width / 8) + tx_5] = s_5 * 0.015625f;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
    if (tx_6 < width / 8 && ty < height / 8) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        float s_6 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        for (int y_6 = 0; y_6 < 8; y_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
            for (int x_6 = 0; x_6 < 8; x_6++)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
                s_6 += in[(8 * ty + y_6) * width + 8 * tx_6 + x_6];
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        out[ty * (width / 8) + tx_6] = s_6 * 0.015625f;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
    if (tx_7 < width / 8 && ty < height / 8) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        float s_7 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        for (int y_7 = 0; y_7 < 8; y_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
            for (int x_7 = 0; x_7 < 8; x_7++)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
                s_7 += in[(8 * ty + y_7) * width + 8 * tx_7 + x_7];
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
        out[ty * (width / 8) + tx_7] = s_7 * 0.015625f;
    }
}
