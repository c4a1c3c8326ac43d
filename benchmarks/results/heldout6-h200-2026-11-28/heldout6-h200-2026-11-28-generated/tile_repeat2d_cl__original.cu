extern "C" __global__ void tile_repeat2d(const float* in, float* out, int w, int h, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
    if (x < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cl"
        out[y * width + x] = in[y % h * w + x % w];
}
