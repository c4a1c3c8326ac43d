extern "C" __global__ void byte_hist256_atomic_cf8x(const unsigned char* data, int* hist, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
        atomicAdd(&hist[data[i_0]], 1);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
        atomicAdd(&hist[data[i_1]], 1);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    if (i_2 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
        atomicAdd(&hist[data[i_2]], 1);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    if (i_3 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
        atomicAdd(&hist[data[i_3]], 1);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    if (i_4 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
        atomicAdd(&hist[data[i_4]], 1);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    if (i_5 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
        atomicAdd(&hist[data[i_5]], 1);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    if (i_6 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
        atomicAdd(&hist[data[i_6]], 1);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    if (i_7 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
        atomicAdd(&hist[data[i_7]], 1);
}
