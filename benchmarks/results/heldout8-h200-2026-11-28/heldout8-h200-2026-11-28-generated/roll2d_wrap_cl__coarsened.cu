extern "C" __global__ void roll2d_wrap_cf4x_st16(const float* in, float* out, int width, int height, int sx, int sy) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    int x_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull < 32ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        x_0 = (unsigned long long)blockIdx.x * 32ull + ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    int x_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 16ull < 32ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        x_1 = (unsigned long long)blockIdx.x * 32ull + ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 16ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    int x_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 32ull < 32ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        x_2 = (unsigned long long)blockIdx.x * 32ull + ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 32ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    int x_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 48ull < 32ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        x_3 = (unsigned long long)blockIdx.x * 32ull + ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 48ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull < 32ull)
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
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 16ull < 32ull)
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
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 32ull < 32ull)
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
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 48ull < 32ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
        if (x_3 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
            int xs_3 = ((x_3 - sx) % width + width) % width;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
            int ys_3 = ((y - sy) % height + height) % height;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/roll2d_wrap.cl"
            out[y * width + x_3] = in[ys_3 * width + xs_3];
        }
}
