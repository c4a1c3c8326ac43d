extern "C" __global__ void tile_mean8x8_cf8x(const float* in, float* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
    int tx_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
    int tx_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
    int tx_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
    int tx_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
    int tx_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
    int tx_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
    int tx_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
    int tx_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
    int ty = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
    if (tx_0 < width / 8 && ty < height / 8) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        float s_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        for (int y_0 = 0; y_0 < 8; y_0++)
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
            for (int x_0 = 0; x_0 < 8; x_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
                s_0 += in[(8 * ty + y_0) * width + 8 * tx_0 + x_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        out[ty * (width / 8) + tx_0] = s_0 * 0.015625f;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
    if (tx_1 < width / 8 && ty < height / 8) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        float s_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        for (int y_1 = 0; y_1 < 8; y_1++)
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
            for (int x_1 = 0; x_1 < 8; x_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
                s_1 += in[(8 * ty + y_1) * width + 8 * tx_1 + x_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        out[ty * (width / 8) + tx_1] = s_1 * 0.015625f;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
    if (tx_2 < width / 8 && ty < height / 8) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        float s_2 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        for (int y_2 = 0; y_2 < 8; y_2++)
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
            for (int x_2 = 0; x_2 < 8; x_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
                s_2 += in[(8 * ty + y_2) * width + 8 * tx_2 + x_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        out[ty * (width / 8) + tx_2] = s_2 * 0.015625f;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
    if (tx_3 < width / 8 && ty < height / 8) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        float s_3 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        for (int y_3 = 0; y_3 < 8; y_3++)
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
            for (int x_3 = 0; x_3 < 8; x_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
                s_3 += in[(8 * ty + y_3) * width + 8 * tx_3 + x_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        out[ty * (width / 8) + tx_3] = s_3 * 0.015625f;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
    if (tx_4 < width / 8 && ty < height / 8) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        float s_4 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        for (int y_4 = 0; y_4 < 8; y_4++)
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
            for (int x_4 = 0; x_4 < 8; x_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
                s_4 += in[(8 * ty + y_4) * width + 8 * tx_4 + x_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        out[ty * (width / 8) + tx_4] = s_4 * 0.015625f;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
    if (tx_5 < width / 8 && ty < height / 8) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        float s_5 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        for (int y_5 = 0; y_5 < 8; y_5++)
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
            for (int x_5 = 0; x_5 < 8; x_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
                s_5 += in[(8 * ty + y_5) * width + 8 * tx_5 + x_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        out[ty * (width / 8) + tx_5] = s_5 * 0.015625f;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
    if (tx_6 < width / 8 && ty < height / 8) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        float s_6 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        for (int y_6 = 0; y_6 < 8; y_6++)
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
            for (int x_6 = 0; x_6 < 8; x_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
                s_6 += in[(8 * ty + y_6) * width + 8 * tx_6 + x_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        out[ty * (width / 8) + tx_6] = s_6 * 0.015625f;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
    if (tx_7 < width / 8 && ty < height / 8) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        float s_7 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        for (int y_7 = 0; y_7 < 8; y_7++)
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
            for (int x_7 = 0; x_7 < 8; x_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
                s_7 += in[(8 * ty + y_7) * width + 8 * tx_7 + x_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        out[ty * (width / 8) + tx_7] = s_7 * 0.015625f;
    }
}
