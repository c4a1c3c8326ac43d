extern "C" __global__ void tile_mean8x8(const float* in, float* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
    int tx = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
    int ty = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
    if (tx < width / 8 && ty < height / 8) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        float s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        for (int y = 0; y < 8; y++)
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
            for (int x = 0; x < 8; x++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
                s += in[(8 * ty + y) * width + 8 * tx + x];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_mean8x8.cu"
        out[ty * (width / 8) + tx] = s * 0.015625f;
    }
}
