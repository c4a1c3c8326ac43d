extern "C" __global__ void maxpool2x2_bwd_hand(const float* gout, const int* idx, float* gin, int wo, int rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/hand/maxpool2x2_bwd_hand.cu"
    int x2 = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/hand/maxpool2x2_bwd_hand.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/hand/maxpool2x2_bwd_hand.cu"
    if (2 * x2 < wo && y < rows) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/hand/maxpool2x2_bwd_hand.cu"
        int c = ((y * wo) >> 1) + x2;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/hand/maxpool2x2_bwd_hand.cu"
        float2 g = ((const float2*)gout)[c];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/hand/maxpool2x2_bwd_hand.cu"
        int2 k = ((const int2*)idx)[c];
#line 14 "/work/main/.stage/main/benchmarks/heldout5/hand/maxpool2x2_bwd_hand.cu"
        float4 top;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/hand/maxpool2x2_bwd_hand.cu"
        float4 bot;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/hand/maxpool2x2_bwd_hand.cu"
        top.x = k.x == 0 ? g.x : 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/hand/maxpool2x2_bwd_hand.cu"
        top.y = k.x == 1 ? g.x : 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/hand/maxpool2x2_bwd_hand.cu"
        top.z = k.y == 0 ? g.y : 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/hand/maxpool2x2_bwd_hand.cu"
        top.w = k.y == 1 ? g.y : 0.0f;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/hand/maxpool2x2_bwd_hand.cu"
        bot.x = k.x == 2 ? g.x : 0.0f;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/hand/maxpool2x2_bwd_hand.cu"
        bot.y = k.x == 3 ? g.x : 0.0f;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/hand/maxpool2x2_bwd_hand.cu"
        bot.z = k.y == 2 ? g.y : 0.0f;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/hand/maxpool2x2_bwd_hand.cu"
        bot.w = k.y == 3 ? g.y : 0.0f;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/hand/maxpool2x2_bwd_hand.cu"
        int o = ((2 * y * (2 * wo)) >> 2) + x2;
#line 24 "/work/main/.stage/main/benchmarks/heldout5/hand/maxpool2x2_bwd_hand.cu"
        ((float4*)gin)[o] = top;
#line 25 "/work/main/.stage/main/benchmarks/heldout5/hand/maxpool2x2_bwd_hand.cu"
        ((float4*)gin)[o + (wo >> 1)] = bot;
    }
}
