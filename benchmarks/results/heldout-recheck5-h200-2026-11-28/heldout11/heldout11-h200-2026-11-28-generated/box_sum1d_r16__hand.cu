extern "C" __global__ void box_sum1d_r16_hand(const float* __restrict__ x, float* __restrict__ y, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/hand/box_sum1d_r16_hand.cu"
    __shared__ float tile[288];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/hand/box_sum1d_r16_hand.cu"
    int t = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/hand/box_sum1d_r16_hand.cu"
    int first = blockIdx.x * 256 - 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/hand/box_sum1d_r16_hand.cu"
    for (int k = t; k < 256 + 32; k += 256) {
#line 11 "/work/main/.stage/main/benchmarks/heldout11/hand/box_sum1d_r16_hand.cu"
        int j = min(max(first + k, 0), n - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout11/hand/box_sum1d_r16_hand.cu"
        tile[k] = x[j];
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout11/hand/box_sum1d_r16_hand.cu"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout11/hand/box_sum1d_r16_hand.cu"
    int i = blockIdx.x * 256 + t;
#line 16 "/work/main/.stage/main/benchmarks/heldout11/hand/box_sum1d_r16_hand.cu"
    if (i < n) {
#line 17 "/work/main/.stage/main/benchmarks/heldout11/hand/box_sum1d_r16_hand.cu"
        float s = 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout11/hand/box_sum1d_r16_hand.cu"
        for (int k_1 = 0; k_1 <= 32; ++k_1)
#line 19 "/work/main/.stage/main/benchmarks/heldout11/hand/box_sum1d_r16_hand.cu"
            s += tile[t + k_1];
#line 20 "/work/main/.stage/main/benchmarks/heldout11/hand/box_sum1d_r16_hand.cu"
        y[i] = s;
    }
}
