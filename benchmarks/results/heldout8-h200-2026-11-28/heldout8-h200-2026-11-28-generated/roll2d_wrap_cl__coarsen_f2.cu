extern "C" __global__ void roll2d_wrap_cf2x(const float* in, float* out, int width, int height, int sx, int sy) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        int xs_0 = ((x_0 - sx) % width + width) % width;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        int ys_0 = ((y - sy) % height + height) % height;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        out[y * width + x_0] = in[ys_0 * width + xs_0];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        int xs_1 = ((x_1 - sx) % width + width) % width;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        int ys_1 = ((y - sy) % height + height) % height;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        out[y * width + x_1] = in[ys_1 * width + xs_1];
    }
}
