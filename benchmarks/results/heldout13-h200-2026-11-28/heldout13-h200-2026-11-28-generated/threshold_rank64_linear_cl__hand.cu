extern "C" __global__ void threshold_rank64_linear_hand(const float* __restrict__ x, const float* __restrict__ thr, int* __restrict__ rank, int n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cl"
    __shared__ float table[64];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cl"
    if (t < 64)
#line 12 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cl"
        table[t] = thr[t];
#line 13 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cl"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 15 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cl"
    if (i < n) {
#line 16 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cl"
        float v = x[i];
#line 17 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cl"
        int lo = 0;
#line 17 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cl"
        int hi = 64;
#line 18 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cl"
        while (lo < hi) {
#line 19 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cl"
            int mid = (lo + hi) >> 1;
#line 20 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cl"
            if (table[mid] <= v)
#line 21 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cl"
                lo = mid + 1;
            else
#line 23 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cl"
                hi = mid;
        }
#line 25 "/work/main/.stage/main/benchmarks/heldout13/hand/threshold_rank64_linear_hand.cl"
        rank[i] = lo;
    }
}
