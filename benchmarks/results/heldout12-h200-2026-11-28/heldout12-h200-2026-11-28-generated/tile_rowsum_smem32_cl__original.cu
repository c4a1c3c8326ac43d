extern "C" __global__ void tile_rowsum_smem32(const float* x, float* sums) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cl"
    __shared__ float tile[4][32][32];
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cl"
    int tx = (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cl"
    int ty = (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cl"
    int chunk = (unsigned long long)blockIdx.x * 4 + ty;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cl"
    for (int r = 0; r < 32; ++r)
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cl"
        tile[ty][r][tx] = x[chunk * 1024 + r * 32 + tx];
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cl"
    __syncthreads();
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cl"
    float s = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cl"
    for (int k = 0; k < 32; ++k)
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cl"
        s += tile[ty][tx][k];
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/tile_rowsum_smem32.cl"
    sums[chunk * 32 + tx] = s;
}
