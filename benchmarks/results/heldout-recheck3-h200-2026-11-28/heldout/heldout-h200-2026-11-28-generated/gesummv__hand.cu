extern "C" __global__ void gesummv_hand(const float* A, const float* B, const float* x, float* y, float alpha, float beta, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/hand/gesummv_hand.cl"
    __shared__ float pa[64];
#line 7 "/work/main/.stage/main/benchmarks/heldout/hand/gesummv_hand.cl"
    __shared__ float pb[64];
#line 8 "/work/main/.stage/main/benchmarks/heldout/hand/gesummv_hand.cl"
    int i = (unsigned long long)blockIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout/hand/gesummv_hand.cl"
    int l = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout/hand/gesummv_hand.cl"
    float sa = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/hand/gesummv_hand.cl"
    float sb = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout/hand/gesummv_hand.cl"
    for (int j = l; j < n; j += 64) {
#line 12 "/work/main/.stage/main/benchmarks/heldout/hand/gesummv_hand.cl"
        sa += A[i * n + j] * x[j];
#line 13 "/work/main/.stage/main/benchmarks/heldout/hand/gesummv_hand.cl"
        sb += B[i * n + j] * x[j];
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout/hand/gesummv_hand.cl"
    pa[l] = sa;
#line 16 "/work/main/.stage/main/benchmarks/heldout/hand/gesummv_hand.cl"
    pb[l] = sb;
#line 17 "/work/main/.stage/main/benchmarks/heldout/hand/gesummv_hand.cl"
    __syncthreads();
#line 18 "/work/main/.stage/main/benchmarks/heldout/hand/gesummv_hand.cl"
    for (int st = 32; st > 0; st >>= 1) {
#line 19 "/work/main/.stage/main/benchmarks/heldout/hand/gesummv_hand.cl"
        if (l < st) {
#line 20 "/work/main/.stage/main/benchmarks/heldout/hand/gesummv_hand.cl"
            pa[l] += pa[l + st];
#line 21 "/work/main/.stage/main/benchmarks/heldout/hand/gesummv_hand.cl"
            pb[l] += pb[l + st];
        }
#line 23 "/work/main/.stage/main/benchmarks/heldout/hand/gesummv_hand.cl"
        __syncthreads();
    }
#line 25 "/work/main/.stage/main/benchmarks/heldout/hand/gesummv_hand.cl"
    if (l == 0)
#line 26 "/work/main/.stage/main/benchmarks/heldout/hand/gesummv_hand.cl"
        y[i] = alpha * pa[0] + beta * pb[0];
}
