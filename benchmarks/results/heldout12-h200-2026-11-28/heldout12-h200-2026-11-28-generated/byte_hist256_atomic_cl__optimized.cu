extern "C" __global__ void byte_hist256_atomic_opt(const unsigned char* data, int* hist, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
    __shared__ int hist_priv[256];
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 256; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
        hist_priv[p] = 0;
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
    __syncthreads();
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
    for (int blk = 0; blk < 64; blk++) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
        int i = ((unsigned long long)blockIdx.x * 64ull + (unsigned long long)blk) * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
        if (i < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
            atomicAdd(&hist_priv[data[i]], 1);
    }
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
    __syncthreads();
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 256; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
        if (hist_priv[p] != 0)
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
            atomicAdd(&hist[p], hist_priv[p]);
}
