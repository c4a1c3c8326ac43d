extern "C" __global__ void segsum32_tile_hand(const float* in, float* out, int rows) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/hand/segsum32_tile_hand.cl"
    __shared__ float tile[32][33];
#line 5 "/work/main/.stage/main/benchmarks/heldout2/hand/segsum32_tile_hand.cl"
    int tx = (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/hand/segsum32_tile_hand.cl"
    int ty = (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/hand/segsum32_tile_hand.cl"
    int r0 = (unsigned long long)blockIdx.x * 32;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/segsum32_tile_hand.cl"
    for (int k = ty; k < 32; k += 8)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/segsum32_tile_hand.cl"
        tile[k][tx] = in[(r0 + k) * 32 + tx];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/segsum32_tile_hand.cl"
    __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/segsum32_tile_hand.cl"
    if (ty == 0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/segsum32_tile_hand.cl"
        float s = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/segsum32_tile_hand.cl"
        for (int k_1 = 0; k_1 < 32; k_1++)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/segsum32_tile_hand.cl"
            s += tile[tx][k_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/hand/segsum32_tile_hand.cl"
        out[r0 + tx] = s;
    }
}
