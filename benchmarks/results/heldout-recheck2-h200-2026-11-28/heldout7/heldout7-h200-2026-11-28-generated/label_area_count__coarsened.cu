extern "C" __global__ void label_area_count_cf4x_st16(const int* labels, int* counts, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 16u * 64u + threadIdx.x % 16u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
        atomicAdd(&counts[labels[i_0]], 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
        atomicAdd(&counts[labels[i_1]], 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
        atomicAdd(&counts[labels[i_2]], 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
        atomicAdd(&counts[labels[i_3]], 1);
}
