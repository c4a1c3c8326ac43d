extern "C" __global__ void transpose_i16_cf8x(const short* in, short* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
    int x_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
    int x_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
    int x_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
    int x_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
    int x_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
    int x_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
    if (x_2 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
        out[x_2 * height + y] = in[y * width + x_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
    if (x_3 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
        out[x_3 * height + y] = in[y * width + x_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
    if (x_4 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
        out[x_4 * height + y] = in[y * width + x_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
    if (x_5 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
        out[x_5 * height + y] = in[y * width + x_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
    if (x_6 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
        out[x_6 * height + y] = in[y * width + x_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
    if (x_7 < width && y < height)
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/transpose_i16.cl"
        out[x_7 * height + y] = in[y * width + x_7];
}
