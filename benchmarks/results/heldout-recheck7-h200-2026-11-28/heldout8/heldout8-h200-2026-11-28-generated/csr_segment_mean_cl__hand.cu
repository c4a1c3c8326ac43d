extern "C" __global__ void csr_segment_mean_hand(const int* offsets, const float* vals, float* mean, int nseg) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cl"
    __shared__ float red[8][32];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cl"
    int lane = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cl"
    int y = (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cl"
    int s = (unsigned long long)blockIdx.x * 8 + y;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cl"
    int b = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cl"
    int e = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cl"
    if (s < nseg) {
#line 12 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cl"
        b = offsets[s];
#line 13 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cl"
        e = offsets[s + 1];
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cl"
    float acc = 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cl"
    for (int j = b + lane; j < e; j += 32)
#line 17 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cl"
        acc += vals[j];
#line 18 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cl"
    red[y][lane] = acc;
#line 19 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cl"
    __syncthreads();
#line 20 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cl"
    for (int st = 16; st > 0; st >>= 1) {
#line 21 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cl"
        if (lane < st)
#line 22 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cl"
            red[y][lane] += red[y][lane + st];
#line 23 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cl"
        __syncthreads();
    }
#line 25 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cl"
    if (s < nseg && lane == 0)
#line 26 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cl"
        mean[s] = e > b ? red[y][0] / (float)(e - b) : 0.0f;
}
