extern "C" __global__ void bin_sum_atomic(const int* keys, const int* vals, int* sums, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
        atomicAdd(&sums[keys[i]], vals[i]);
}
