extern "C" __global__ void class_weight_tally8_hand(const unsigned char* __restrict__ label, const int* __restrict__ weight, int* __restrict__ sums, int n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cl"
    __shared__ int group_sums[8];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cl"
    if (t < 8)
#line 12 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cl"
        group_sums[t] = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cl"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cl"
    int acc[8] = {0, 0, 0, 0, 0, 0, 0, 0};
#line 15 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cl"
    for (int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x); i < n; i += (unsigned long long)(gridDim.x * blockDim.x)) {
#line 16 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cl"
        int c = label[i] & 7;
#line 16 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cl"
        int w = weight[i];
#line 18 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cl"
        #pragma unroll
        for (int k = 0; k < 8; ++k)
#line 19 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cl"
            acc[k] += c == k ? w : 0;
    }
#line 22 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cl"
    #pragma unroll
    for (int k_1 = 0; k_1 < 8; ++k_1)
#line 23 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cl"
        if (acc[k_1] != 0)
#line 24 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cl"
            atomicAdd(&group_sums[k_1], acc[k_1]);
#line 25 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cl"
    __syncthreads();
#line 26 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cl"
    if (t < 8 && group_sums[t] != 0)
#line 27 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cl"
        atomicAdd(&sums[t], group_sums[t]);
}
