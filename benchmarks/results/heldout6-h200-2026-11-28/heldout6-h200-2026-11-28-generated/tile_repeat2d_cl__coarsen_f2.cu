extern "C" __global__ void tile_repeat2d_cf2x(const float* in, float* out, int w, int h, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
