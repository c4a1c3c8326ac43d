extern "C" __global__ void block_sumsq_divergent_hand(const int* __restrict__ v, int* __restrict__ partial, int n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cu"
    int lane = threadIdx.x & 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cu"
    int chunk = blockIdx.x * 8 + (threadIdx.x >> 5);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cu"
    int chunks = (n + 255) / 256;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cu"
    if (chunk >= chunks)
#line 13 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cu"
        return;
#line 14 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cu"
    int base = chunk * 256;
#line 15 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cu"
    int s = 0;
#line 16 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cu"
    if (base + 256 <= n && (n & 3) == 0) {
#line 17 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cu"
        const int4* q = (const int4*)(v + base);
#line 18 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cu"
        int4 a = q[lane];
#line 18 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cu"
        int4 b = q[lane + 32];
#line 19 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cu"
        s = a.x * a.x + a.y * a.y + a.z * a.z + a.w * a.w + b.x * b.x + b.y * b.y + b.z * b.z + b.w * b.w;
    } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cu"
        for (int i = base + lane; i < base + 256 && i < n; i += 32)
#line 23 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cu"
            s += v[i] * v[i];
    }
#line 25 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cu"
    for (int off = 16; off > 0; off >>= 1)
#line 26 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cu"
        s += __shfl_down_sync(4294967295u, s, off);
#line 27 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cu"
    if (lane == 0)
#line 28 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cu"
        partial[chunk] = s;
}
