extern "C" __global__ void row_range_thread_hand(const float* __restrict__ A, float* __restrict__ spread, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cl"
    __shared__ float his[8][32];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cl"
    __shared__ float los[8][32];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cl"
    int lane = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cl"
    int y = (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cl"
    int r = (unsigned long long)blockIdx.x * 8 + y;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cl"
    float hi = -3.4028235e38f;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cl"
    float lo = 3.4028235e38f;
#line 12 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cl"
    if (r < rows) {
#line 13 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cl"
        const float* row = A + (unsigned long long)r * cols;
#line 14 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cl"
        for (int c = lane; c < cols; c += 32) {
#line 15 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cl"
            float v = row[c];
#line 16 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cl"
            hi = fmaxf(hi, v);
#line 17 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cl"
            lo = fminf(lo, v);
        }
    }
#line 20 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cl"
    his[y][lane] = hi;
#line 21 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cl"
    los[y][lane] = lo;
#line 22 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cl"
    __syncthreads();
#line 23 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cl"
    for (int span = 16; span > 0; span >>= 1) {
#line 24 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cl"
        if (lane < span) {
#line 25 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cl"
            his[y][lane] = fmaxf(his[y][lane], his[y][lane + span]);
#line 26 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cl"
            los[y][lane] = fminf(los[y][lane], los[y][lane + span]);
        }
#line 28 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cl"
        __syncthreads();
    }
#line 30 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cl"
    if (r < rows && lane == 0)
#line 31 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cl"
        spread[r] = his[y][0] - los[y][0];
}
