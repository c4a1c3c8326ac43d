extern "C" __global__ void byte_hist256_atomic_cf2x(const unsigned char* data, int* hist, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
        atomicAdd(&hist[data[i_0]], 1);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
        atomicAdd(&hist[data[i_1]], 1);
}
