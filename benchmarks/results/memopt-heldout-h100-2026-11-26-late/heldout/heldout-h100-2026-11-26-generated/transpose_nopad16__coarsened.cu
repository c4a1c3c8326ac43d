extern "C" __global__ void transpose_nopad16_cf4x_st16(const float* in, float* out, int width, int height) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    __shared__ float tile[16][16];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int lx_0;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull < 16ull)
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
        lx_0 = (unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int lx_1;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 16ull < 16ull)
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
        lx_1 = (unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 16ull;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int lx_2;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 32ull < 16ull)
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
        lx_2 = (unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 32ull;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int lx_3;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 48ull < 16ull)
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
        lx_3 = (unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 48ull;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int ly = (unsigned long long)threadIdx.y;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int x_0;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull < 16ull)
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
        x_0 = (unsigned long long)blockIdx.x * 16 + lx_0;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int x_1;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 16ull < 16ull)
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
        x_1 = (unsigned long long)blockIdx.x * 16 + lx_1;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int x_2;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 32ull < 16ull)
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
        x_2 = (unsigned long long)blockIdx.x * 16 + lx_2;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int x_3;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 48ull < 16ull)
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
        x_3 = (unsigned long long)blockIdx.x * 16 + lx_3;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int y = (unsigned long long)blockIdx.y * 16 + ly;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull < 16ull)
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
        tile[ly][lx_0] = in[y * width + x_0];
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 16ull < 16ull)
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
        tile[ly][lx_1] = in[y * width + x_1];
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 32ull < 16ull)
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
        tile[ly][lx_2] = in[y * width + x_2];
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 48ull < 16ull)
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
        tile[ly][lx_3] = in[y * width + x_3];
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    __syncthreads();
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int ox_0;
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull < 16ull)
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
        ox_0 = (unsigned long long)blockIdx.y * 16 + lx_0;
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int ox_1;
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 16ull < 16ull)
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
        ox_1 = (unsigned long long)blockIdx.y * 16 + lx_1;
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int ox_2;
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 32ull < 16ull)
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
        ox_2 = (unsigned long long)blockIdx.y * 16 + lx_2;
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int ox_3;
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 48ull < 16ull)
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
        ox_3 = (unsigned long long)blockIdx.y * 16 + lx_3;
#line 16 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int oy = (unsigned long long)blockIdx.x * 16 + ly;
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull < 16ull)
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
        out[oy * height + ox_0] = tile[lx_0][ly];
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 16ull < 16ull)
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
        out[oy * height + ox_1] = tile[lx_1][ly];
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 32ull < 16ull)
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
        out[oy * height + ox_2] = tile[lx_2][ly];
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    if ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 48ull < 16ull)
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
        out[oy * height + ox_3] = tile[lx_3][ly];
}
