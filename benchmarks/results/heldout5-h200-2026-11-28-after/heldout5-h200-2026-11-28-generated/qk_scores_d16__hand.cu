extern "C" __global__ void qk_scores_d16_hand(const float* Q, const float* K, float* S, float scale, int seq) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cu"
    __shared__ float ks[32][17];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cu"
    __shared__ float qs[8][16];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cu"
    int tx = threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cu"
    int ty = threadIdx.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cu"
    int h = blockIdx.z;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cu"
    int j0 = blockIdx.x * 32;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cu"
    int i0 = blockIdx.y * 8;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cu"
    int t = ty * 32 + tx;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cu"
    for (int e = t; e < 512; e += 256) {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cu"
        int jr = j0 + (e >> 4);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cu"
        ks[e >> 4][e & 15] = jr < seq ? K[(h * seq + jr) * 16 + (e & 15)] : 0.0f;
    }
#line 18 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cu"
    if (t < 128) {
#line 19 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cu"
        int ir = i0 + (t >> 4);
#line 20 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cu"
        qs[t >> 4][t & 15] = ir < seq ? Q[(h * seq + ir) * 16 + (t & 15)] : 0.0f;
    }
#line 22 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cu"
    __syncthreads();
#line 23 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cu"
    int i = i0 + ty;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cu"
    int j = j0 + tx;
#line 24 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cu"
    if (i < seq && j < seq) {
#line 25 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cu"
        float s = 0.0f;
#line 26 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cu"
        for (int d = 0; d < 16; d++)
#line 27 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cu"
            s += qs[ty][d] * ks[tx][d];
#line 28 "/work/main/.stage/main/benchmarks/heldout5/hand/qk_scores_d16_hand.cu"
        S[(h * seq + i) * seq + j] = scale * s;
    }
}
