extern "C" __global__ void transpose_nopad16_hand(const float* in, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/hand/transpose_nopad16_hand.cl"
    __shared__ float tile[32][33];
#line 8 "/work/main/.stage/main/benchmarks/heldout/hand/transpose_nopad16_hand.cl"
    int lx = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout/hand/transpose_nopad16_hand.cl"
    int ly = (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout/hand/transpose_nopad16_hand.cl"
    int x = (unsigned long long)blockIdx.x * 32 + lx;
#line 11 "/work/main/.stage/main/benchmarks/heldout/hand/transpose_nopad16_hand.cl"
    int y = (unsigned long long)blockIdx.y * 32 + ly;
#line 12 "/work/main/.stage/main/benchmarks/heldout/hand/transpose_nopad16_hand.cl"
    for (int k = 0; k < 32; k += 8)
#line 13 "/work/main/.stage/main/benchmarks/heldout/hand/transpose_nopad16_hand.cl"
        tile[ly + k][lx] = in[(y + k) * width + x];
#line 14 "/work/main/.stage/main/benchmarks/heldout/hand/transpose_nopad16_hand.cl"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout/hand/transpose_nopad16_hand.cl"
    int ox = (unsigned long long)blockIdx.y * 32 + lx;
#line 16 "/work/main/.stage/main/benchmarks/heldout/hand/transpose_nopad16_hand.cl"
    int oy = (unsigned long long)blockIdx.x * 32 + ly;
#line 17 "/work/main/.stage/main/benchmarks/heldout/hand/transpose_nopad16_hand.cl"
    for (int k_1 = 0; k_1 < 32; k_1 += 8)
#line 18 "/work/main/.stage/main/benchmarks/heldout/hand/transpose_nopad16_hand.cl"
        out[(oy + k_1) * height + ox] = tile[lx][ly + k_1];
}
