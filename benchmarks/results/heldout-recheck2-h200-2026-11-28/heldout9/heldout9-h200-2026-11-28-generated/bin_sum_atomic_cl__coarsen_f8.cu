extern "C" __global__ void bin_sum_atomic_cf8x(const int* keys, const int* vals, int* sums, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    if (i_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
        atomicAdd(&sums[keys[i_4]], vals[i_4]);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    if (i_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
        atomicAdd(&sums[keys[i_5]], vals[i_5]);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    if (i_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
        atomicAdd(&sums[keys[i_6]], vals[i_6]);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    if (i_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
        atomicAdd(&sums[keys[i_7]], vals[i_7]);
}
