extern "C" __global__ void sign_tally3_hand(const float* __restrict__ x, int* __restrict__ counts, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cl"
    __shared__ int group_counts[3];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cl"
    if (t < 3)
#line 11 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cl"
        group_counts[t] = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cl"
    __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cl"
    int neg = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cl"
    int zero = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cl"
    int pos = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cl"
    for (int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x); i < n; i += (unsigned long long)(gridDim.x * blockDim.x)) {
#line 15 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cl"
        float v = x[i];
#line 16 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cl"
        neg += v < 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cl"
        zero += v == 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cl"
        pos += v > 0.0f;
    }
#line 20 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cl"
    atomicAdd(&group_counts[0], neg);
#line 21 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cl"
    atomicAdd(&group_counts[1], zero);
#line 22 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cl"
    atomicAdd(&group_counts[2], pos);
#line 23 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cl"
    __syncthreads();
#line 24 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cl"
    if (t < 3)
#line 25 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cl"
        atomicAdd(&counts[t], group_counts[t]);
}
