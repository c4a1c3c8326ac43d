extern "C" __global__ void rainfall_cumsum_naive_hand(const int* __restrict__ rain, int* __restrict__ total, int seg, int n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cl"
    __shared__ int buf[2][256];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cl"
    int i = (unsigned long long)blockIdx.x * 256 + t;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cl"
    buf[0][t] = i < n ? rain[i] : 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cl"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cl"
    int cur = 0;
#line 15 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cl"
    for (int off = 1; off < 256; off <<= 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cl"
        int x = buf[cur][t];
#line 17 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cl"
        if (t >= off)
#line 18 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cl"
            x += buf[cur][t - off];
#line 19 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cl"
        buf[1 - cur][t] = x;
#line 20 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cl"
        __syncthreads();
#line 21 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cl"
        cur = 1 - cur;
    }
#line 23 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cl"
    if (i < n)
#line 24 "/work/main/.stage/main/benchmarks/heldout14/hand/rainfall_cumsum_naive_hand.cl"
        total[i] = buf[cur][t];
}
