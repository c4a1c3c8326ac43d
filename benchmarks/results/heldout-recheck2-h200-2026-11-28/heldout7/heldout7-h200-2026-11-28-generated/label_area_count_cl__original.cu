extern "C" __global__ void label_area_count(const int* labels, int* counts, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
    if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
        atomicAdd(&counts[labels[i]], 1);
}
