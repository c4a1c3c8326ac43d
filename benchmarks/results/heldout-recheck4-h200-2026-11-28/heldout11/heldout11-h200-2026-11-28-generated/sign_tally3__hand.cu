extern "C" __global__ void sign_tally3_hand(const float* x, int* counts, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cu"
    __shared__ int block_counts[3];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cu"
    int t = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cu"
    if (t < 3)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cu"
        block_counts[t] = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cu"
    __syncthreads();
#line 12 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cu"
    int neg = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cu"
    int zero = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cu"
    int pos = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cu"
    for (int i = blockIdx.x * blockDim.x + t; i < n; i += gridDim.x * blockDim.x) {
#line 14 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cu"
        float v = x[i];
#line 15 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cu"
        neg += v < 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cu"
        zero += v == 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cu"
        pos += v > 0.0f;
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cu"
    atomicAdd(&block_counts[0], neg);
#line 20 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cu"
    atomicAdd(&block_counts[1], zero);
#line 21 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cu"
    atomicAdd(&block_counts[2], pos);
#line 22 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cu"
    __syncthreads();
#line 23 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cu"
    if (t < 3)
#line 24 "/work/main/.stage/main/benchmarks/heldout11/hand/sign_tally3_hand.cu"
        atomicAdd(&counts[t], block_counts[t]);
}
