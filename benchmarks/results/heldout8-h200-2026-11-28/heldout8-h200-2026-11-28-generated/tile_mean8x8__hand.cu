extern "C" __global__ void tile_mean8x8_hand(const float* in, float* out, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cu"
    int x = blockIdx.x * 32 + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cu"
    int ty = blockIdx.y * 8 + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cu"
    float s = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cu"
    if (ty < height / 8)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cu"
        for (int y = 0; y < 8; y++)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cu"
            s += in[(8 * ty + y) * width + x];
#line 14 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cu"
    for (int off = 4; off > 0; off >>= 1)
#line 15 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cu"
        s += __shfl_xor_sync(4294967295u, s, off);
#line 16 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cu"
    if (ty < height / 8 && threadIdx.x % 8 == 0)
#line 17 "/work/main/.stage/main/benchmarks/heldout8/hand/tile_mean8x8_hand.cu"
        out[ty * (width / 8) + x / 8] = s * 0.015625f;
}
