extern "C" __global__ void qk_scores_d16_hand(const float* Q, const float* K, float* S, float scale, int seq) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cl"
    __shared__ float ks[32][17];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cl"
    __shared__ float qs[8][16];
#line 11 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cl"
    int tx = (unsigned long long)threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cl"
    int ty = (unsigned long long)threadIdx.y;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cl"
    int h = (unsigned long long)blockIdx.z;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cl"
    int j0_ = (unsigned long long)blockIdx.x * 32;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cl"
    int i0 = (unsigned long long)blockIdx.y * 8;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cl"
    int t = ty * 32 + tx;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cl"
    for (int e = t; e < 512; e += 256) {
#line 16 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cl"
        int jr = j0_ + (e >> 4);
#line 17 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cl"
        ks[e >> 4][e & 15] = jr < seq ? K[(h * seq + jr) * 16 + (e & 15)] : 0.0f;
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cl"
    if (t < 128) {
#line 20 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cl"
        int ir = i0 + (t >> 4);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cl"
        qs[t >> 4][t & 15] = ir < seq ? Q[(h * seq + ir) * 16 + (t & 15)] : 0.0f;
    }
#line 23 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cl"
    __syncthreads();
#line 24 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cl"
    int i = i0 + ty;
#line 24 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cl"
    int j = j0_ + tx;
#line 25 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cl"
    if (i < seq && j < seq) {
#line 26 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cl"
        float s = 0.0f;
#line 27 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cl"
        for (int d = 0; d < 16; d++)
#line 28 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cl"
            s += qs[ty][d] * ks[tx][d];
#line 29 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cl"
        S[(h * seq + i) * seq + j] = scale * s;
    }
}
