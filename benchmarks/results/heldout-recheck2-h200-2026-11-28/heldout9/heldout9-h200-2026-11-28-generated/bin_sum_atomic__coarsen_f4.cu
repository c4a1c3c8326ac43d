extern "C" __global__ void bin_sum_atomic_cf4x(const int* keys, const int* vals, int* sums, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
        atomicAdd(&sums[keys[i_0]], vals[i_0]);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
        atomicAdd(&sums[keys[i_1]], vals[i_1]);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
    if (i_2 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
        atomicAdd(&sums[keys[i_2]], vals[i_2]);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
    if (i_3 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
        atomicAdd(&sums[keys[i_3]], vals[i_3]);
}
