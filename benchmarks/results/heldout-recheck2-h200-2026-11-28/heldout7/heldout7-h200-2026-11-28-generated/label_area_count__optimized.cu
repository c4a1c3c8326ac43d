extern "C" __global__ void label_area_count_opt(const int* labels, int* counts, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    __shared__ int counts_priv[1024];
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 1024; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
        counts_priv[p] = 0;
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    __syncthreads();
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    for (int blk = 0; blk < 64; blk++) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
        int i = (blockIdx.x * 64u + (unsigned int)blk) * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
        if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
            int counts_bin = (int)labels[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
            if ((unsigned int)counts_bin < 1024u)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
                atomicAdd(&counts_priv[counts_bin], 1);
            else
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
                atomicAdd(&counts[counts_bin], 1);
        }
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    __syncthreads();
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 1024; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
        if (counts_priv[p] != 0)
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
            atomicAdd(&counts[p], counts_priv[p]);
}
