extern "C" __global__ void radix_hist_private_hand(const unsigned int* keys, int* hist, int shift, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cu"
    __shared__ int cnt[4096];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cu"
    __shared__ int part[256];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cu"
    int t = threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cu"
    for (int d = 0; d < 16; d++)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cu"
        cnt[d * 256 + t] = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cu"
    int base = blockIdx.x * 4096;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cu"
    for (int it = 0; it < 16; it++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cu"
        unsigned int key = keys[base + it * 256 + t];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cu"
        int d_1 = (key >> shift) & 15;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cu"
        cnt[d_1 * 256 + t] += 1;
    }
#line 18 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cu"
    __syncthreads();
#line 19 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cu"
    int b = t >> 4;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cu"
    int q = t & 15;
#line 20 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cu"
    int s = 0;
#line 21 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cu"
    for (int j = 0; j < 16; j++)
#line 22 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cu"
        s += cnt[b * 256 + j * 16 + q];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cu"
    part[t] = s;
#line 24 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cu"
    __syncthreads();
#line 25 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cu"
    if (t < 16) {
#line 26 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cu"
        int tot = 0;
#line 27 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cu"
        for (int j_1 = 0; j_1 < 16; j_1++)
#line 28 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cu"
            tot += part[t * 16 + j_1];
#line 29 "/work/main/.stage/main/benchmarks/heldout2/hand/radix_hist_private_hand.cu"
        hist[t * gridDim.x + blockIdx.x] = tot;
    }
}
