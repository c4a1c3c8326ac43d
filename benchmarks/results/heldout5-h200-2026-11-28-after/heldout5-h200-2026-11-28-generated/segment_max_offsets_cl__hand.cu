extern "C" __global__ void segment_max_offsets_hand(const float* vals, const int* offsets, float* out, int nseg) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cl"
    __shared__ float part[8][32];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cl"
    int lane = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cl"
    int row = (unsigned long long)threadIdx.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cl"
    int s = (unsigned long long)blockIdx.x * 8 + row;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cl"
    float m = -3e38f;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cl"
    if (s < nseg) {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cl"
        int end = offsets[s + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cl"
        for (int e = offsets[s] + lane; e < end; e += 32)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cl"
            m = fmaxf(m, vals[e]);
    }
#line 18 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cl"
    part[row][lane] = m;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cl"
    __syncthreads();
#line 20 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cl"
    for (int st = 16; st > 0; st >>= 1) {
#line 21 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cl"
        if (lane < st)
#line 22 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cl"
            part[row][lane] = fmaxf(part[row][lane], part[row][lane + st]);
#line 23 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cl"
        __syncthreads();
    }
#line 25 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cl"
    if (s < nseg && lane == 0)
#line 26 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cl"
        out[s] = part[row][0];
}
