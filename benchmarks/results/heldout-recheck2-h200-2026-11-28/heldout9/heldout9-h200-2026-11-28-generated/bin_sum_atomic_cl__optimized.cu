extern "C" __global__ void bin_sum_atomic_opt(const int* keys, const int* vals, int* sums, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    __shared__ int sums_priv[1024];
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 1024; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
        sums_priv[p] = 0;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    __syncthreads();
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    for (int blk = 0; blk < 64; blk++) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
        int i = ((unsigned long long)blockIdx.x * 64ull + (unsigned long long)blk) * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
        if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
            int sums_bin = (int)keys[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
            if ((unsigned int)sums_bin < 1024u)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
                atomicAdd(&sums_priv[sums_bin], vals[i]);
            else
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
                atomicAdd(&sums[sums_bin], vals[i]);
        }
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    __syncthreads();
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 1024; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
        if (sums_priv[p] != 0)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
            atomicAdd(&sums[p], sums_priv[p]);
}
