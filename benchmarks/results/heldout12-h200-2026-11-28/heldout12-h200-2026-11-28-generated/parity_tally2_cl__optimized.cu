extern "C" __global__ void parity_tally2_opt(const int* v, int* counts, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
    __shared__ int counts_priv[2];
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 2; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
        counts_priv[p] = 0;
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
    __syncthreads();
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
    for (int blk = 0; blk < 64; blk++) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
        int i = ((unsigned long long)blockIdx.x * 64ull + (unsigned long long)blk) * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
        if (i < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
            atomicAdd(&counts_priv[v[i] & 1], 1);
    }
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
    __syncthreads();
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 2; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
        if (counts_priv[p] != 0)
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
            atomicAdd(&counts[p], counts_priv[p]);
}
