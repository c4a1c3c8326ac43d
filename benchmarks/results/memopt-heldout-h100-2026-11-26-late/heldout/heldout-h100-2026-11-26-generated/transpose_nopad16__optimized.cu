extern "C" __global__ void transpose_nopad16_opt(const float* in, float* out, int width, int height) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    __shared__ float tile[16][18];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int lx = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int ly_0 = (unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int ly_1 = (unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull + 4ull;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int ly_2 = (unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull + 8ull;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int ly_3 = (unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull + 12ull;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int x = (unsigned long long)blockIdx.x * 16 + lx;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int y_0 = (unsigned long long)blockIdx.y * 16 + ly_0;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int y_1 = (unsigned long long)blockIdx.y * 16 + ly_1;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int y_2 = (unsigned long long)blockIdx.y * 16 + ly_2;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int y_3 = (unsigned long long)blockIdx.y * 16 + ly_3;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    tile[ly_0][lx] = in[y_0 * width + x];
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    tile[ly_1][lx] = in[y_1 * width + x];
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    tile[ly_2][lx] = in[y_2 * width + x];
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    tile[ly_3][lx] = in[y_3 * width + x];
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    __syncthreads();
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int ox = (unsigned long long)blockIdx.y * 16 + lx;
#line 16 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int oy_0 = (unsigned long long)blockIdx.x * 16 + ly_0;
#line 16 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int oy_1 = (unsigned long long)blockIdx.x * 16 + ly_1;
#line 16 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int oy_2 = (unsigned long long)blockIdx.x * 16 + ly_2;
#line 16 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int oy_3 = (unsigned long long)blockIdx.x * 16 + ly_3;
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    out[oy_0 * height + ox] = tile[lx][ly_0];
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    out[oy_1 * height + ox] = tile[lx][ly_1];
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    out[oy_2 * height + ox] = tile[lx][ly_2];
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    out[oy_3 * height + ox] = tile[lx][ly_3];
}
