extern "C" __global__ void tile_repeat2d_cf4x_st16(const float* in, float* out, int w, int h, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    int x_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull < 32ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
        x_0 = (unsigned long long)blockIdx.x * 32ull + ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    int x_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 16ull < 32ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
        x_1 = (unsigned long long)blockIdx.x * 32ull + ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 16ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    int x_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 32ull < 32ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
        x_2 = (unsigned long long)blockIdx.x * 32ull + ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 32ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    int x_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 48ull < 32ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
        x_3 = (unsigned long long)blockIdx.x * 32ull + ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 48ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull < 32ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
        if (x_0 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
            out[y * width + x_0] = in[y % h * w + x_0 % w];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 16ull < 32ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
        if (x_1 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
            out[y * width + x_1] = in[y % h * w + x_1 % w];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 32ull < 32ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
        if (x_2 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
            out[y * width + x_2] = in[y % h * w + x_2 % w];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 48ull < 32ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
        if (x_3 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
            out[y * width + x_3] = in[y % h * w + x_3 % w];
}
