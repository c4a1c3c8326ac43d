extern "C" __global__ void tile_mean8x8_cf2x(const float* in, float* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
    int tx_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cl"
    int tx_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
