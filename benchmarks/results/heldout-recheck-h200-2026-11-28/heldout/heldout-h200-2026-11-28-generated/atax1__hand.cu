extern "C" __global__ void atax1_hand(const float* A, const float* x, float* tmp, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/hand/atax1_hand.cl"
    __shared__ float part[64];
#line 7 "/work/main/.stage/main/benchmarks/heldout/hand/atax1_hand.cl"
    int i = (unsigned long long)blockIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout/hand/atax1_hand.cl"
    int l = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout/hand/atax1_hand.cl"
    float s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/hand/atax1_hand.cl"
    for (int j = l; j < cols; j += 64)
#line 11 "/work/main/.stage/main/benchmarks/heldout/hand/atax1_hand.cl"
        s += A[i * cols + j] * x[j];
#line 12 "/work/main/.stage/main/benchmarks/heldout/hand/atax1_hand.cl"
    part[l] = s;
#line 13 "/work/main/.stage/main/benchmarks/heldout/hand/atax1_hand.cl"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout/hand/atax1_hand.cl"
    for (int st = 32; st > 0; st >>= 1) {
#line 15 "/work/main/.stage/main/benchmarks/heldout/hand/atax1_hand.cl"
        if (l < st)
#line 16 "/work/main/.stage/main/benchmarks/heldout/hand/atax1_hand.cl"
            part[l] += part[l + st];
#line 17 "/work/main/.stage/main/benchmarks/heldout/hand/atax1_hand.cl"
        __syncthreads();
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout/hand/atax1_hand.cl"
    if (l == 0)
#line 20 "/work/main/.stage/main/benchmarks/heldout/hand/atax1_hand.cl"
        tmp[i] = part[0];
}
