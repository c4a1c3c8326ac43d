extern "C" __global__ void label_area_count(const int* labels, int* counts, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
        atomicAdd(&counts[labels[i]], 1);
}
