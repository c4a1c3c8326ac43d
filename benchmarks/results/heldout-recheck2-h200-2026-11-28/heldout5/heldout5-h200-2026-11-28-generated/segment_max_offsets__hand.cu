extern "C" __global__ void segment_max_offsets_hand(const float* vals, const int* offsets, float* out, int nseg) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cu"
    int lane = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cu"
    int s = blockIdx.x * 8 + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cu"
    float m = -3e38f;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cu"
    if (s < nseg) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cu"
        int end = offsets[s + 1];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cu"
        for (int e = offsets[s] + lane; e < end; e += 32)
#line 14 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cu"
            m = fmaxf(m, vals[e]);
    }
#line 16 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cu"
    for (int off = 16; off > 0; off >>= 1)
#line 17 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cu"
        m = fmaxf(m, __shfl_xor_sync(4294967295u, m, off));
#line 18 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cu"
    if (s < nseg && lane == 0)
#line 19 "/work/main/.stage/main/benchmarks/heldout5/hand/segment_max_offsets_hand.cu"
        out[s] = m;
}
