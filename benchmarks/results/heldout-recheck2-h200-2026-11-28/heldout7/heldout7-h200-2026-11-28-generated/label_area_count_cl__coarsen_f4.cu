extern "C" __global__ void label_area_count_cf4x(const int* labels, int* counts, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
        atomicAdd(&counts[labels[i_0]], 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
        atomicAdd(&counts[labels[i_1]], 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
        atomicAdd(&counts[labels[i_2]], 1);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
        atomicAdd(&counts[labels[i_3]], 1);
}
