extern "C" __global__ void roll2d_wrap_cf8x(const float* in, float* out, int width, int height, int sx, int sy) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    int x_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    int x_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    int x_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    int x_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    int x_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    int x_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    if (x_2 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        int xs_2 = ((x_2 - sx) % width + width) % width;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        int ys_2 = ((y - sy) % height + height) % height;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        out[y * width + x_2] = in[ys_2 * width + xs_2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        int xs_3 = ((x_3 - sx) % width + width) % width;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        int ys_3 = ((y - sy) % height + height) % height;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        out[y * width + x_3] = in[ys_3 * width + xs_3];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    if (x_4 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        int xs_4 = ((x_4 - sx) % width + width) % width;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        int ys_4 = ((y - sy) % height + height) % height;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        out[y * width + x_4] = in[ys_4 * width + xs_4];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    if (x_5 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        int xs_5 = ((x_5 - sx) % width + width) % width;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        int ys_5 = ((y - sy) % height + height) % height;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        out[y * width + x_5] = in[ys_5 * width + xs_5];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    if (x_6 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        int xs_6 = ((x_6 - sx) % width + width) % width;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        int ys_6 = ((y - sy) % height + height) % height;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        out[y * width + x_6] = in[ys_6 * width + xs_6];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    if (x_7 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        int xs_7 = ((x_7 - sx) % width + width) % width;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        int ys_7 = ((y - sy) % height + height) % height;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        out[y * width + x_7] = in[ys_7 * width + xs_7];
    }
}
