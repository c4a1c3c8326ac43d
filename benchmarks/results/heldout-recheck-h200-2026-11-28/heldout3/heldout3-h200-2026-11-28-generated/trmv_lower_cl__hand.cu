extern "C" __global__ void trmv_lower_hand(const float* L, const float* x, float* y, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cl"
    __shared__ float part[8][32];
#line 8 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cl"
    int lane = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cl"
    int row = (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cl"
    int i = (unsigned long long)blockIdx.x * 8 + row;
#line 10 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cl"
    float s = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cl"
    if (i < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cl"
        for (int j = lane; j <= i; j += 32)
#line 13 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cl"
            s += L[i * n + j] * x[j];
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cl"
    part[row][lane] = s;
#line 16 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cl"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cl"
    for (int st = 16; st > 0; st >>= 1) {
#line 18 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cl"
        if (lane < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cl"
            part[row][lane] += part[row][lane + st];
#line 20 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cl"
        __syncthreads();
    }
#line 22 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cl"
    if (i < n && lane == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout3/hand/trmv_lower_hand.cl"
        y[i] = part[row][0];
}
