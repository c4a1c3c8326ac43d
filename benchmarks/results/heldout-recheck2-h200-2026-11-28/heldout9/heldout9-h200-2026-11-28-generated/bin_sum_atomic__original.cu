extern "C" __global__ void bin_sum_atomic(const int* keys, const int* vals, int* sums, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
    if (i < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
        atomicAdd(&sums[keys[i]], vals[i]);
}
