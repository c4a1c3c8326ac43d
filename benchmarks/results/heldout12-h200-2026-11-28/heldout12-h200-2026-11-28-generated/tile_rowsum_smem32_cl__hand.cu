extern "C" __global__ void tile_rowsum_smem32_hand(const float* __restrict__ x, float* __restrict__ sums) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/hand/tile_rowsum_smem32_hand.cl"
    __shared__ float tile[4][32][33];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/hand/tile_rowsum_smem32_hand.cl"
    int tx = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/hand/tile_rowsum_smem32_hand.cl"
    int ty = (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/hand/tile_rowsum_smem32_hand.cl"
    int chunk = (unsigned long long)blockIdx.x * 4 + ty;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/hand/tile_rowsum_smem32_hand.cl"
    for (int r = 0; r < 32; ++r)
#line 11 "/work/main/.stage/main/benchmarks/heldout12/hand/tile_rowsum_smem32_hand.cl"
        tile[ty][r][tx] = x[chunk * 1024 + r * 32 + tx];
#line 12 "/work/main/.stage/main/benchmarks/heldout12/hand/tile_rowsum_smem32_hand.cl"
    __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout12/hand/tile_rowsum_smem32_hand.cl"
    float s = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout12/hand/tile_rowsum_smem32_hand.cl"
    for (int k = 0; k < 32; ++k)
#line 15 "/work/main/.stage/main/benchmarks/heldout12/hand/tile_rowsum_smem32_hand.cl"
        s += tile[ty][tx][k];
#line 16 "/work/main/.stage/main/benchmarks/heldout12/hand/tile_rowsum_smem32_hand.cl"
    sums[chunk * 32 + tx] = s;
}
