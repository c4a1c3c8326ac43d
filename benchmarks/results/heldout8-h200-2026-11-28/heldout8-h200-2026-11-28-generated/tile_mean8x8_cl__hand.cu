extern "C" __global__ void tile_mean8x8_hand(const float* in, float* out, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cl"
    __shared__ float red[8][32];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cl"
    int lx = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cl"
    int ly = (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cl"
    int x = (unsigned long long)blockIdx.x * 32 + lx;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cl"
    int ty = (unsigned long long)blockIdx.y * 8 + ly;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cl"
    float s = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cl"
    if (ty < height / 8)
#line 14 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cl"
        for (int y = 0; y < 8; y++)
#line 15 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cl"
            s += in[(8 * ty + y) * width + x];
#line 16 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cl"
    red[ly][lx] = s;
#line 17 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cl"
    __syncthreads();
#line 18 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cl"
    for (int st = 4; st > 0; st >>= 1) {
#line 19 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cl"
        if (lx % 8 < st)
#line 20 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cl"
            red[ly][lx] += red[ly][lx + st];
#line 21 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cl"
        __syncthreads();
    }
#line 23 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cl"
    if (ty < height / 8 && lx % 8 == 0)
#line 24 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cl"
        out[ty * (width / 8) + x / 8] = red[ly][lx] * 0.015625f;
}
