extern "C" __global__ void transpose_nopad16_cf4x(const float* in, float* out, int width, int height) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    __shared__ float tile[16][16];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int lx_0 = (unsigned long long)threadIdx.x * 4ull;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int lx_1 = (unsigned long long)threadIdx.x * 4ull + 1ull;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int lx_2 = (unsigned long long)threadIdx.x * 4ull + 2ull;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int lx_3 = (unsigned long long)threadIdx.x * 4ull + 3ull;
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
}
