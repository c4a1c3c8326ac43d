extern "C" __global__ void bin_sum_atomic_cf4x(const int* keys, const int* vals, int* sums, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
        atomicAdd(&sums[keys[i_0]], vals[i_0]);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
        atomicAdd(&sums[keys[i_1]], vals[i_1]);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
        atomicAdd(&sums[keys[i_2]], vals[i_2]);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
        atomicAdd(&sums[keys[i_3]], vals[i_3]);
}
