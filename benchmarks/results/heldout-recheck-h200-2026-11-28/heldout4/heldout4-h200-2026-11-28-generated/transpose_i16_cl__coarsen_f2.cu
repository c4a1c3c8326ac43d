extern "C" __global__ void transpose_i16_cf2x(const short* in, short* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
    if (x_0 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
        out[x_0 * height + y] = in[y * width + x_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
    if (x_1 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
        out[x_1 * height + y] = in[y * width + x_1];
}
