extern "C" __global__ void roll2d_wrap(const float* in, float* out, int width, int height, int sx, int sy) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    if (x < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        int xs = ((x - sx) % width + width) % width;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        int ys = ((y - sy) % height + height) % height;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        out[y * width + x] = in[ys * width + xs];
    }
}
