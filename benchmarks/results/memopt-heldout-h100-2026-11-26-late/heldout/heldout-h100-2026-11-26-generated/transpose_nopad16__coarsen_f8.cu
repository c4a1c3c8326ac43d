extern "C" __global__ void transpose_nopad16_cf8x(const float* in, float* out, int width, int height) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    __shared__ float tile[16][16];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int lx_0 = (unsigned long long)threadIdx.x * 8ull;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int lx_1 = (unsigned long long)threadIdx.x * 8ull + 1ull;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int lx_2 = (unsigned long long)threadIdx.x * 8ull + 2ull;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int lx_3 = (unsigned long long)threadIdx.x * 8ull + 3ull;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int lx_4 = (unsigned long long)threadIdx.x * 8ull + 4ull;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int lx_5 = (unsigned long long)threadIdx.x * 8ull + 5ull;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int lx_6 = (unsigned long long)threadIdx.x * 8ull + 6ull;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int lx_7 = (unsigned long long)threadIdx.x * 8ull + 7ull;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int ly = (unsigned long long)threadIdx.y;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int x_0 = (unsigned long long)blockIdx.x * 16 + lx_0;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int x_1 = (unsigned long long)blockIdx.x * 16 + lx_1;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int x_2 = (unsigned long long)blockIdx.x * 16 + lx_2;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int x_3 = (unsigned long long)blockIdx.x * 16 + lx_3;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int x_4 = (unsigned long long)blockIdx.x * 16 + lx_4;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int x_5 = (unsigned long long)blockIdx.x * 16 + lx_5;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int x_6 = (unsigned long long)blockIdx.x * 16 + lx_6;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int x_7 = (unsigned long long)blockIdx.x * 16 + lx_7;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int y = (unsigned long long)blockIdx.y * 16 + ly;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    tile[ly][lx_0] = in[y * width + x_0];
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    tile[ly][lx_1] = in[y * width + x_1];
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    tile[ly][lx_2] = in[y * width + x_2];
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    tile[ly][lx_3] = in[y * width + x_3];
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    tile[ly][lx_4] = in[y * width + x_4];
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    tile[ly][lx_5] = in[y * width + x_5];
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    tile[ly][lx_6] = in[y * width + x_6];
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    tile[ly][lx_7] = in[y * width + x_7];
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    __syncthreads();
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int ox_0 = (unsigned long long)blockIdx.y * 16 + lx_0;
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int ox_1 = (unsigned long long)blockIdx.y * 16 + lx_1;
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int ox_2 = (unsigned long long)blockIdx.y * 16 + lx_2;
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int ox_3 = (unsigned long long)blockIdx.y * 16 + lx_3;
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int ox_4 = (unsigned long long)blockIdx.y * 16 + lx_4;
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int ox_5 = (unsigned long long)blockIdx.y * 16 + lx_5;
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int ox_6 = (unsigned long long)blockIdx.y * 16 + lx_6;
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int ox_7 = (unsigned long long)blockIdx.y * 16 + lx_7;
#line 16 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int oy = (unsigned long long)blockIdx.x * 16 + ly;
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    out[oy * height + ox_0] = tile[lx_0][ly];
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    out[oy * height + ox_1] = tile[lx_1][ly];
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    out[oy * height + ox_2] = tile[lx_2][ly];
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    out[oy * height + ox_3] = tile[lx_3][ly];
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    out[oy * height + ox_4] = tile[lx_4][ly];
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    out[oy * height + ox_5] = tile[lx_5][ly];
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    out[oy * height + ox_6] = tile[lx_6][ly];
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    out[oy * height + ox_7] = tile[lx_7][ly];
}
