extern "C" __global__ void label_area_count_hand(const int* labels, int* counts, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/hand/label_area_count_hand.cu"
    __shared__ int bins[64];
#line 7 "/work/main/.stage/main/benchmarks/heldout7/hand/label_area_count_hand.cu"
    int t = threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/hand/label_area_count_hand.cu"
    if (t < 64)
#line 9 "/work/main/.stage/main/benchmarks/heldout7/hand/label_area_count_hand.cu"
        bins[t] = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/hand/label_area_count_hand.cu"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout7/hand/label_area_count_hand.cu"
    for (int i = blockIdx.x * blockDim.x + t; i < n; i += gridDim.x * blockDim.x)
#line 12 "/work/main/.stage/main/benchmarks/heldout7/hand/label_area_count_hand.cu"
        atomicAdd(&bins[labels[i]], 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout7/hand/label_area_count_hand.cu"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout7/hand/label_area_count_hand.cu"
    if (t < 64 && bins[t] != 0)
#line 15 "/work/main/.stage/main/benchmarks/heldout7/hand/label_area_count_hand.cu"
        atomicAdd(&counts[t], bins[t]);
}
