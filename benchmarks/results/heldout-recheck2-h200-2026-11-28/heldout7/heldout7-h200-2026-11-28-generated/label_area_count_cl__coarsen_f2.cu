extern "C" __global__ void label_area_count_cf2x(const int* labels, int* counts, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
        atomicAdd(&counts[labels[i_0]], 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
        atomicAdd(&counts[labels[i_1]], 1);
}
