extern "C" __global__ void byte_hist256_atomic_opt(const unsigned char* data, int* hist, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    __shared__ int hist_priv[256];
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 256; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
        hist_priv[p] = 0;
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    __syncthreads();
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    for (int blk = 0; blk < 64; blk++) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
        int i = (blockIdx.x * 64u + (unsigned int)blk) * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
        if (i < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
            atomicAdd(&hist_priv[data[i]], 1);
    }
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    __syncthreads();
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 256; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
        if (hist_priv[p] != 0)
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cu"
            atomicAdd(&hist[p], hist_priv[p]);
}
