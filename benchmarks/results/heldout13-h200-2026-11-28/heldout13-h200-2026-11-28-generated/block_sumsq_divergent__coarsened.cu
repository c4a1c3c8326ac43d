extern "C" __global__ void block_sumsq_divergent_cf4x_st32(const int* v, int* partial, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    __shared__ int sq[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int t_0 = threadIdx.x / 32u * 128u + threadIdx.x % 32u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int t_1 = threadIdx.x / 32u * 128u + threadIdx.x % 32u + 32u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int t_2 = threadIdx.x / 32u * 128u + threadIdx.x % 32u + 64u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int t_3 = threadIdx.x / 32u * 128u + threadIdx.x % 32u + 96u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int i_0 = blockIdx.x * 256 + t_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int i_1 = blockIdx.x * 256 + t_1;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int i_2 = blockIdx.x * 256 + t_2;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int i_3 = blockIdx.x * 256 + t_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int a_0 = i_0 < n ? v[i_0] : 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int a_1 = i_1 < n ? v[i_1] : 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int a_2 = i_2 < n ? v[i_2] : 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    int a_3 = i_3 < n ? v[i_3] : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    sq[t_0] = a_0 * a_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    sq[t_1] = a_1 * a_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    sq[t_2] = a_2 * a_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/block_sumsq_divergent.cu"
    sq[t_3] = a_3 * a_3;
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
}
