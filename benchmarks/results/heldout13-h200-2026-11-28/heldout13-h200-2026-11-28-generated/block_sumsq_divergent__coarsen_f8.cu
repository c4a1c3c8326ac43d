extern "C" __global__ void block_sumsq_divergent_cf8x(const int* v, int* partial, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    __shared__ int sq[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int t_0 = threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int t_1 = threadIdx.x * 8u + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int t_2 = threadIdx.x * 8u + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int t_3 = threadIdx.x * 8u + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int t_4 = threadIdx.x * 8u + 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int t_5 = threadIdx.x * 8u + 5u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int t_6 = threadIdx.x * 8u + 6u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int t_7 = threadIdx.x * 8u + 7u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int i_0 = blockIdx.x * 256 + t_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int i_1 = blockIdx.x * 256 + t_1;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int i_2 = blockIdx.x * 256 + t_2;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int i_3 = blockIdx.x * 256 + t_3;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int i_4 = blockIdx.x * 256 + t_4;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int i_5 = blockIdx.x * 256 + t_5;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int i_6 = blockIdx.x * 256 + t_6;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int i_7 = blockIdx.x * 256 + t_7;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int a_0 = i_0 < n ? v[i_0] : 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int a_1 = i_1 < n ? v[i_1] : 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int a_2 = i_2 < n ? v[i_2] : 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int a_3 = i_3 < n ? v[i_3] : 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int a_4 = i_4 < n ? v[i_4] : 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int a_5 = i_5 < n ? v[i_5] : 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int a_6 = i_6 < n ? v[i_6] : 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int a_7 = i_7 < n ? v[i_7] : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    sq[t_0] = a_0 * a_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    sq[t_1] = a_1 * a_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    sq[t_2] = a_2 * a_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    sq[t_3] = a_3 * a_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    sq[t_4] = a_4 * a_4;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    sq[t_5] = a_5 * a_5;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    sq[t_6] = a_6 * a_6;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    sq[t_7] = a_7 * a_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    __syncthreads();
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    for (int s = 1; s < 256; s *= 2) {
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
        if (t_0 % (2 * s) == 0)
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
            sq[t_0] += sq[t_0 + s];
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
        if (t_1 % (2 * s) == 0)
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
            sq[t_1] += sq[t_1 + s];
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
        if (t_2 % (2 * s) == 0)
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
            sq[t_2] += sq[t_2 + s];
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
        if (t_3 % (2 * s) == 0)
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
            sq[t_3] += sq[t_3 + s];
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
        if (t_4 % (2 * s) == 0)
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
            sq[t_4] += sq[t_4 + s];
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
        if (t_5 % (2 * s) == 0)
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
            sq[t_5] += sq[t_5 + s];
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
        if (t_6 % (2 * s) == 0)
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
            sq[t_6] += sq[t_6 + s];
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
        if (t_7 % (2 * s) == 0)
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
            sq[t_7] += sq[t_7 + s];
#line 15 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
        __syncthreads();
    }
#line 17 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    if (t_0 == 0)
#line 18 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
        partial[blockIdx.x] = sq[0];
#line 17 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    if (t_1 == 0)
#line 18 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
        partial[blockIdx.x] = sq[0];
#line 17 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    if (t_2 == 0)
#line 18 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
        partial[blockIdx.x] = sq[0];
#line 17 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    if (t_3 == 0)
#line 18 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
        partial[blockIdx.x] = sq[0];
#line 17 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    if (t_4 == 0)
#line 18 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
        partial[blockIdx.x] = sq[0];
#line 17 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    if (t_5 == 0)
#line 18 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
        partial[blockIdx.x] = sq[0];
#line 17 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    if (t_6 == 0)
#line 18 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
        partial[blockIdx.x] = sq[0];
#line 17 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    if (t_7 == 0)
#line 18 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
        partial[blockIdx.x] = sq[0];
}
