extern "C" __global__ void block_sumsq_divergent(const int* v, int* partial, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
    __shared__ int sq[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
    int t = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
    int i = (unsigned long long)blockIdx.x * 256 + t;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
    int a = i < n ? v[i] : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
    sq[t] = a * a;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
    __syncthreads();
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
    for (int s = 1; s < 256; s *= 2) {
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
        if (t % (2 * s) == 0)
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
            sq[t] += sq[t + s];
#line 15 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
        __syncthreads();
    }
#line 17 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
    if (t == 0)
#line 18 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
        partial[(unsigned long long)blockIdx.x] = sq[0];
}
