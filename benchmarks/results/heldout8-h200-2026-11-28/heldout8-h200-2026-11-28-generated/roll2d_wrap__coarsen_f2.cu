extern "C" __global__ void roll2d_wrap_cf2x(const float* in, float* out, int width, int height, int sx, int sy) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
        int xs_0 = ((x_0 - sx) % width + width) % width;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
        int ys_0 = ((y - sy) % height + height) % height;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
        out[y * width + x_0] = in[ys_0 * width + xs_0];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
        int xs_1 = ((x_1 - sx) % width + width) % width;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
        int ys_1 = ((y - sy) % height + height) % height;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cu"
        out[y * width + x_1] = in[ys_1 * width + xs_1];
    }
}
