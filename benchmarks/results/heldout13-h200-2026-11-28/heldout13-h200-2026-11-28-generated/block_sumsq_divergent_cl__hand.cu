extern "C" __global__ void block_sumsq_divergent_hand(const int* __restrict__ v, int* __restrict__ partial, int n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cl"
    __shared__ int sums[256];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cl"
    int lane = t & 31;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cl"
    int chunk = (unsigned long long)blockIdx.x * 8 + (t >> 5);
#line 13 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cl"
    int chunks = (n + 255) / 256;
#line 14 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cl"
    int s = 0;
#line 15 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cl"
    if (chunk < chunks) {
#line 16 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cl"
        int base = chunk * 256;
#line 17 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cl"
        if (base + 256 <= n && (n & 3) == 0) {
#line 18 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cl"
            const int4* q = (const int4*)(v + base);
#line 19 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cl"
            int4 a = q[lane];
#line 19 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cl"
            int4 b = q[lane + 32];
#line 20 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cl"
            s = a.x * a.x + a.y * a.y + a.z * a.z + a.w * a.w + b.x * b.x + b.y * b.y + b.z * b.z + b.w * b.w;
        } else {
#line 23 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cl"
            for (int i = base + lane; i < base + 256 && i < n; i += 32)
#line 24 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cl"
                s += v[i] * v[i];
        }
    }
#line 27 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cl"
    sums[t] = s;
#line 28 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cl"
    __syncthreads();
#line 29 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cl"
    for (int span = 16; span > 0; span >>= 1) {
#line 30 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cl"
        if (lane < span)
#line 31 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cl"
            sums[t] += sums[t + span];
#line 32 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cl"
        __syncthreads();
    }
#line 34 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cl"
    if (lane == 0 && chunk < chunks)
#line 35 "/work/main/.stage/main/benchmarks/heldout13/hand/block_sumsq_divergent_hand.cl"
        partial[chunk] = sums[t];
}
