extern "C" __global__ void transpose_nopad16(const float* in, float* out, int width, int height) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    __shared__ float tile[16][16];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int lx = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int ly = (unsigned long long)threadIdx.y;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int x = (unsigned long long)blockIdx.x * 16 + lx;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int y = (unsigned long long)blockIdx.y * 16 + ly;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    tile[ly][lx] = in[y * width + x];
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    __syncthreads();
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int ox = (unsigned long long)blockIdx.y * 16 + lx;
#line 16 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    int oy = (unsigned long long)blockIdx.x * 16 + ly;
#line 17 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/transpose_nopad16.cl"
    out[oy * height + ox] = tile[lx][ly];
}
