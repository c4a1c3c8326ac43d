extern "C" __global__ void class_weight_tally8_hand(const unsigned char* __restrict__ label, const int* __restrict__ weight, int* __restrict__ sums, int n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cu"
    __shared__ int block_sums[8];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cu"
    int t = threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cu"
    if (t < 8)
#line 12 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cu"
        block_sums[t] = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cu"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cu"
    int acc[8] = {0, 0, 0, 0, 0, 0, 0, 0};
#line 15 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cu"
    for (int i = blockIdx.x * blockDim.x + t; i < n; i += gridDim.x * blockDim.x) {
#line 16 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cu"
        int c = label[i] & 7;
#line 16 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cu"
        int w = weight[i];
#line 18 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cu"
        #pragma unroll
        for (int k = 0; k < 8; ++k)
#line 19 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cu"
            acc[k] += c == k ? w : 0;
    }
#line 22 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cu"
    #pragma unroll
    for (int k_1 = 0; k_1 < 8; ++k_1)
#line 23 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cu"
        if (acc[k_1] != 0)
#line 24 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cu"
            atomicAdd(&block_sums[k_1], acc[k_1]);
#line 25 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cu"
    __syncthreads();
#line 26 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cu"
    if (t < 8 && block_sums[t] != 0)
#line 27 "/work/main/.stage/main/benchmarks/heldout11/hand/class_weight_tally8_hand.cu"
        atomicAdd(&sums[t], block_sums[t]);
}
