extern "C" __global__ void bin_sum_atomic_opt(const int* keys, const int* vals, int* sums, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
    __shared__ int sums_priv[1024];
#line 4 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 1024; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 4 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
        sums_priv[p] = 0;
#line 4 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
    __syncthreads();
#line 4 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
    for (int blk = 0; blk < 64; blk++) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
        int i = (blockIdx.x * 64u + (unsigned int)blk) * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
        if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
            int sums_bin = (int)keys[i];
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
            if ((unsigned int)sums_bin < 1024u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
                atomicAdd(&sums_priv[sums_bin], vals[i]);
            else
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
                atomicAdd(&sums[sums_bin], vals[i]);
        }
    }
#line 4 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
    __syncthreads();
#line 4 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 1024; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 4 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
        if (sums_priv[p] != 0)
#line 4 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
            atomicAdd(&sums[p], sums_priv[p]);
}
