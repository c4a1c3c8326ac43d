extern "C" __global__ void radix_hist_private_hand(const unsigned int* keys, int* hist, int shift, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cl"
    __shared__ int cnt[4096];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cl"
    __shared__ int part[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cl"
    for (int d = 0; d < 16; d++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cl"
        cnt[d * 256 + t] = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cl"
    int base = (unsigned long long)blockIdx.x * 4096;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cl"
    for (int it = 0; it < 16; it++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cl"
        unsigned int key = keys[base + it * 256 + t];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cl"
        int d_1 = (key >> shift) & 15;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cl"
        cnt[d_1 * 256 + t] += 1;
    }
#line 16 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cl"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cl"
    int b = t >> 4;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cl"
    int q = t & 15;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cl"
    int s = 0;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cl"
    for (int j = 0; j < 16; j++)
#line 20 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cl"
        s += cnt[b * 256 + j * 16 + q];
#line 21 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cl"
    part[t] = s;
#line 22 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cl"
    __syncthreads();
#line 23 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cl"
    if (t < 16) {
#line 24 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cl"
        int tot = 0;
#line 25 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cl"
        for (int j_1 = 0; j_1 < 16; j_1++)
#line 26 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cl"
            tot += part[t * 16 + j_1];
#line 27 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cl"
        hist[t * (unsigned long long)gridDim.x + (unsigned long long)blockIdx.x] = tot;
    }
}
