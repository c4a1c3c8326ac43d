extern "C" __global__ void byte_hist256_atomic_cf4x(const unsigned char* data, int* hist, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
        atomicAdd(&hist[data[i_0]], 1);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
        atomicAdd(&hist[data[i_1]], 1);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
    if (i_2 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
        atomicAdd(&hist[data[i_2]], 1);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
    if (i_3 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
        atomicAdd(&hist[data[i_3]], 1);
}
