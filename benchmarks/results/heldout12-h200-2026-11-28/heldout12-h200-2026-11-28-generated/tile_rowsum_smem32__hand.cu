extern "C" __global__ void tile_rowsum_smem32_hand(const float* __restrict__ x, float* __restrict__ sums) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/hand/tile_rowsum_smem32_hand.cu"
    __shared__ float tile[4][32][33];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/hand/tile_rowsum_smem32_hand.cu"
    int tx = threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/hand/tile_rowsum_smem32_hand.cu"
    int ty = threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/hand/tile_rowsum_smem32_hand.cu"
    int chunk = blockIdx.x * 4 + ty;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/hand/tile_rowsum_smem32_hand.cu"
    for (int r = 0; r < 32; ++r)
#line 11 "/work/main/.stage/main/benchmarks/heldout12/hand/tile_rowsum_smem32_hand.cu"
        tile[ty][r][tx] = x[chunk * 1024 + r * 32 + tx];
#line 12 "/work/main/.stage/main/benchmarks/heldout12/hand/tile_rowsum_smem32_hand.cu"
    __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout12/hand/tile_rowsum_smem32_hand.cu"
    float s = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout12/hand/tile_rowsum_smem32_hand.cu"
    for (int k = 0; k < 32; ++k)
#line 15 "/work/main/.stage/main/benchmarks/heldout12/hand/tile_rowsum_smem32_hand.cu"
        s += tile[ty][tx][k];
#line 16 "/work/main/.stage/main/benchmarks/heldout12/hand/tile_rowsum_smem32_hand.cu"
    sums[chunk * 32 + tx] = s;
}
