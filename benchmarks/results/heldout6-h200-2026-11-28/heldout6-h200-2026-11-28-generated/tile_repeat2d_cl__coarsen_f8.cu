extern "C" __global__ void tile_repeat2d_cf8x(const float* in, float* out, int w, int h, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    int x_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    int x_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    int x_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    int x_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    int x_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    int x_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    if (x_0 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
        out[y * width + x_0] = in[y % h * w + x_0 % w];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    if (x_1 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
        out[y * width + x_1] = in[y % h * w + x_1 % w];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    if (x_2 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
        out[y * width + x_2] = in[y % h * w + x_2 % w];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    if (x_3 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
        out[y * width + x_3] = in[y % h * w + x_3 % w];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    if (x_4 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
        out[y * width + x_4] = in[y % h * w + x_4 % w];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    if (x_5 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
        out[y * width + x_5] = in[y % h * w + x_5 % w];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    if (x_6 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
        out[y * width + x_6] = in[y % h * w + x_6 % w];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    if (x_7 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
        out[y * width + x_7] = in[y % h * w + x_7 % w];
}
