extern "C" __global__ void nibble_hist_blocks_hand(const unsigned char* __restrict__ data, int* __restrict__ hist) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/hand/nibble_hist_blocks_hand.cl"
    __shared__ int counters[2064];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/hand/nibble_hist_blocks_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/hand/nibble_hist_blocks_hand.cl"
    for (int v = 0; v < 16; ++v)
#line 11 "/work/main/.stage/main/benchmarks/heldout11/hand/nibble_hist_blocks_hand.cl"
        counters[v * 129 + t] = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout11/hand/nibble_hist_blocks_hand.cl"
    const unsigned char* chunk = data + (unsigned long long)(unsigned long long)blockIdx.x * 4096;
#line 13 "/work/main/.stage/main/benchmarks/heldout11/hand/nibble_hist_blocks_hand.cl"
    for (int k = 0; k < 32; ++k)
#line 14 "/work/main/.stage/main/benchmarks/heldout11/hand/nibble_hist_blocks_hand.cl"
        counters[(chunk[k * 128 + t] & 15) * 129 + t] += 1;
#line 15 "/work/main/.stage/main/benchmarks/heldout11/hand/nibble_hist_blocks_hand.cl"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout11/hand/nibble_hist_blocks_hand.cl"
    if (t < 16) {
#line 17 "/work/main/.stage/main/benchmarks/heldout11/hand/nibble_hist_blocks_hand.cl"
        int total = 0;
#line 18 "/work/main/.stage/main/benchmarks/heldout11/hand/nibble_hist_blocks_hand.cl"
        for (int j = 0; j < 128; ++j)
#line 19 "/work/main/.stage/main/benchmarks/heldout11/hand/nibble_hist_blocks_hand.cl"
            total += counters[t * 129 + j];
#line 20 "/work/main/.stage/main/benchmarks/heldout11/hand/nibble_hist_blocks_hand.cl"
        hist[(unsigned long long)blockIdx.x * 16 + t] = total;
    }
}
