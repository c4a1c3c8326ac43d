extern "C" __global__ void label_area_count_cf2x(const int* labels, int* counts, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
        atomicAdd(&counts[labels[i_0]], 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
        atomicAdd(&counts[labels[i_1]], 1);
}
