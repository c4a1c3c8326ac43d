extern "C" __global__ void trmv_lower_hand(const float* L, const float* x, float* y, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cu"
    int lane = threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cu"
    int i = blockIdx.x * 8 + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cu"
    float s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cu"
    if (i < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cu"
        for (int j = lane; j <= i; j += 32)
#line 11 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cu"
            s += L[i * n + j] * x[j];
    }
#line 13 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cu"
    s += __shfl_xor_sync(4294967295u, s, 16);
#line 14 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cu"
    s += __shfl_xor_sync(4294967295u, s, 8);
#line 15 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cu"
    s += __shfl_xor_sync(4294967295u, s, 4);
#line 16 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cu"
    s += __shfl_xor_sync(4294967295u, s, 2);
#line 17 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cu"
    s += __shfl_xor_sync(4294967295u, s, 1);
#line 18 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cu"
    if (i < n && lane == 0)
#line 19 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cu"
        y[i] = s;
}
