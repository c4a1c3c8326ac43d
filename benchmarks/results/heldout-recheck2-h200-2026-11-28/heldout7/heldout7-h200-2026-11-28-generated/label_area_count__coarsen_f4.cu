extern "C" __global__ void label_area_count_cf4x(const int* labels, int* counts, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
