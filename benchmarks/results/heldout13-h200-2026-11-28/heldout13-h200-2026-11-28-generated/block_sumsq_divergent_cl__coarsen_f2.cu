extern "C" __global__ void block_sumsq_divergent_cf2x(const int* v, int* partial, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
    __shared__ int sq[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
    int t_0 = (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
    int t_1 = (unsigned long long)threadIdx.x * 2ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
    int i_0 = (unsigned long long)blockIdx.x * 256 + t_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
    int i_1 = (unsigned long long)blockIdx.x * 256 + t_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
    int a_0 = i_0 < n ? v[i_0] : 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
    int a_1 = i_1 < n ? v[i_1] : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
    sq[t_0] = a_0 * a_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
    sq[t_1] = a_1 * a_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
    __syncthreads();
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
    for (int s = 1; s < 256; s *= 2) {
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
        if (t_0 % (2 * s) == 0)
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
            sq[t_0] += sq[t_0 + s];
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
        if (t_1 % (2 * s) == 0)
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
            sq[t_1] += sq[t_1 + s];
#line 15 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
        __syncthreads();
    }
#line 17 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
    if (t_0 == 0)
#line 18 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
        partial[(unsigned long long)blockIdx.x] = sq[0];
#line 17 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
    if (t_1 == 0)
#line 18 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cl"
        partial[(unsigned long long)blockIdx.x] = sq[0];
}
