extern "C" __global__ void tile_repeat2d_cf4x(const float* in, float* out, int w, int h, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
    int x_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
    int x_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
    int x_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
    int x_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
    if (x_0 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
        out[y * width + x_0] = in[y % h * w + x_0 % w];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
    if (x_1 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
        out[y * width + x_1] = in[y % h * w + x_1 % w];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
    if (x_2 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
        out[y * width + x_2] = in[y % h * w + x_2 % w];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
    if (x_3 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/tile_repeat2d.cu"
        out[y * width + x_3] = in[y % h * w + x_3 % w];
}
