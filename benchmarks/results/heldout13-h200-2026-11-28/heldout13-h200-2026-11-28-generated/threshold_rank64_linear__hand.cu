extern "C" __global__ void threshold_rank64_linear_hand(const float* __restrict__ x, const float* __restrict__ thr, int* __restrict__ rank, int n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cu"
    __shared__ float table[64];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cu"
    int t = threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cu"
    if (t < 64)
#line 12 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cu"
        table[t] = thr[t];
#line 13 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cu"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cu"
    int i = blockIdx.x * blockDim.x + t;
#line 15 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cu"
    if (i < n) {
#line 16 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cu"
        float v = x[i];
#line 17 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cu"
        int lo = 0;
#line 17 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cu"
        int hi = 64;
#line 18 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cu"
        while (lo < hi) {
#line 19 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cu"
            int mid = (lo + hi) >> 1;
#line 20 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cu"
            if (table[mid] <= v)
#line 21 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cu"
                lo = mid + 1;
            else
#line 23 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cu"
                hi = mid;
        }
#line 25 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cu"
        rank[i] = lo;
    }
}
