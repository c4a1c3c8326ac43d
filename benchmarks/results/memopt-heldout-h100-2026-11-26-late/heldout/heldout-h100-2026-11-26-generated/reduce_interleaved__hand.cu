extern "C" __global__ void reduce_interleaved_hand(const int* in, int* out) {
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/reduce_interleaved_hand.cl"
    __shared__ int s[256];
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/reduce_interleaved_hand.cl"
    int lid = (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/reduce_interleaved_hand.cl"
    int ls = (unsigned long long)blockDim.x;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/reduce_interleaved_hand.cl"
    s[lid] = in[(unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x)];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/reduce_interleaved_hand.cl"
    __syncthreads();
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/reduce_interleaved_hand.cl"
    for (int st = ls / 2; st > 0; st >>= 1) {
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/reduce_interleaved_hand.cl"
        if (lid < st)
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/reduce_interleaved_hand.cl"
            s[lid] += s[lid + st];
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/reduce_interleaved_hand.cl"
        __syncthreads();
    }
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/reduce_interleaved_hand.cl"
    if (lid == 0)
#line 16 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/reduce_interleaved_hand.cl"
        out[(unsigned long long)blockIdx.x] = s[0];
}
