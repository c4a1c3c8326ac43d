extern "C" __global__ void window_max_hop16_hand(const float* x, float* out, int nout) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/hand/window_max_hop16_hand.cl"
    __shared__ float buf[4241];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/hand/window_max_hop16_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/hand/window_max_hop16_hand.cl"
    int base = (unsigned long long)blockIdx.x * 4096;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/hand/window_max_hop16_hand.cl"
    int len = 16 * nout + 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/hand/window_max_hop16_hand.cl"
    for (int j = t; j < 4112; j += 256)
#line 13 "/work/main/.stage/main/benchmarks/heldout7/hand/window_max_hop16_hand.cl"
        if (base + j < len)
#line 14 "/work/main/.stage/main/benchmarks/heldout7/hand/window_max_hop16_hand.cl"
            buf[j + (j >> 5)] = x[base + j];
#line 15 "/work/main/.stage/main/benchmarks/heldout7/hand/window_max_hop16_hand.cl"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout7/hand/window_max_hop16_hand.cl"
    int i = (unsigned long long)blockIdx.x * 256 + t;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/hand/window_max_hop16_hand.cl"
    if (i < nout) {
#line 18 "/work/main/.stage/main/benchmarks/heldout7/hand/window_max_hop16_hand.cl"
        int j_1 = 16 * t;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/hand/window_max_hop16_hand.cl"
        float m = buf[j_1 + (j_1 >> 5)];
#line 20 "/work/main/.stage/main/benchmarks/heldout7/hand/window_max_hop16_hand.cl"
        for (int k = 1; k < 32; k++)
#line 21 "/work/main/.stage/main/benchmarks/heldout7/hand/window_max_hop16_hand.cl"
            m = fmaxf(m, buf[j_1 + k + ((j_1 + k) >> 5)]);
#line 22 "/work/main/.stage/main/benchmarks/heldout7/hand/window_max_hop16_hand.cl"
        out[i] = m;
    }
}
