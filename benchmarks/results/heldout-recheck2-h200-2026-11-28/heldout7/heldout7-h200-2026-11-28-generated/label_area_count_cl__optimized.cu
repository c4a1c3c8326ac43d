extern "C" __global__ void label_area_count_opt(const int* labels, int* counts, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
    __shared__ int counts_priv[1024];
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 1024; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
        counts_priv[p] = 0;
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
    __syncthreads();
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
    for (int blk = 0; blk < 64; blk++) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
        int i = ((unsigned long long)blockIdx.x * 64ull + (unsigned long long)blk) * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
        if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
            int counts_bin = (int)labels[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
            if ((unsigned int)counts_bin < 1024u)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
                atomicAdd(&counts_priv[counts_bin], 1);
            else
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
                atomicAdd(&counts[counts_bin], 1);
        }
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
    __syncthreads();
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 1024; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
        if (counts_priv[p] != 0)
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
            atomicAdd(&counts[p], counts_priv[p]);
}
