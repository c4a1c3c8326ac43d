extern "C" __global__ void tile_repeat2d_cf4x_st16(const float* in, float* out, int w, int h, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
    int x_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
        x_0 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
    int x_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
        x_1 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
    int x_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
        x_2 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
    int x_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
        x_3 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
        if (x_0 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
            out[y * width + x_0] = in[y % h * w + x_0 % w];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
        if (x_1 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
            out[y * width + x_1] = in[y % h * w + x_1 % w];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
        if (x_2 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
            out[y * width + x_2] = in[y % h * w + x_2 % w];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
        if (x_3 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
            out[y * width + x_3] = in[y % h * w + x_3 % w];
}
