extern "C" __global__ void label_area_count_hand(const int* labels, int* counts, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/hand/label_area_count_hand.cl"
    __shared__ int bins[64];
#line 7 "/work/main/.stage/main/benchmarks/heldout7/hand/label_area_count_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/hand/label_area_count_hand.cl"
    if (t < 64)
#line 9 "/work/main/.stage/main/benchmarks/heldout7/hand/label_area_count_hand.cl"
        bins[t] = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/hand/label_area_count_hand.cl"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout7/hand/label_area_count_hand.cl"
    for (int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + t; i < n; i += (unsigned long long)gridDim.x * (unsigned long long)blockDim.x)
#line 13 "/work/main/.stage/main/benchmarks/heldout7/hand/label_area_count_hand.cl"
        atomicAdd(&bins[labels[i]], 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout7/hand/label_area_count_hand.cl"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout7/hand/label_area_count_hand.cl"
    if (t < 64 && bins[t] != 0)
#line 16 "/work/main/.stage/main/benchmarks/heldout7/hand/label_area_count_hand.cl"
        atomicAdd(&counts[t], bins[t]);
}
