extern "C" __global__ void gc_content_seqs_hand(const unsigned char* __restrict__ seq, int* __restrict__ gc, int seqs, int length) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cl"
    __shared__ int part[256];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cl"
    int s = (unsigned long long)blockIdx.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cl"
    int size = (unsigned long long)blockDim.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cl"
    const uchar4* quads = (const uchar4*)(seq + (unsigned long long)s * length);
#line 13 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cl"
    int nquads = length / 4;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cl"
    int count = 0;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cl"
    for (int w = (unsigned long long)blockIdx.x * size + t; w < nquads; w += (unsigned long long)gridDim.x * size) {
#line 16 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cl"
        uchar4 c = quads[w];
#line 17 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cl"
        count += (c.x == 71 || c.x == 67) + (c.y == 71 || c.y == 67) + (c.z == 71 || c.z == 67) + (c.w == 71 || c.w == 67);
    }
#line 20 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cl"
    part[t] = count;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cl"
    __syncthreads();
#line 22 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cl"
    for (int st = size / 2; st > 0; st >>= 1) {
#line 23 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cl"
        if (t < st)
#line 24 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cl"
            part[t] += part[t + st];
#line 25 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cl"
        __syncthreads();
    }
#line 27 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cl"
    if (t == 0 && s < seqs && part[0] != 0)
#line 28 "/work/main/.stage/main/benchmarks/heldout10/hand/gc_content_seqs_hand.cl"
        atomicAdd(&gc[s], part[0]);
}
