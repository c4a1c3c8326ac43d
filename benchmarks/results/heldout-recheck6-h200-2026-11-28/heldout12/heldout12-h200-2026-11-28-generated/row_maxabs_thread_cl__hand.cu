extern "C" __global__ void row_maxabs_thread_hand(const float* __restrict__ A, float* __restrict__ amax, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cl"
    __shared__ float best[8][32];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cl"
    int lane = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cl"
    int y = (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cl"
    int r = (unsigned long long)blockIdx.x * 8 + y;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cl"
    float m = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cl"
    if (r < rows) {
#line 12 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cl"
        for (int c = lane; c < cols; c += 32)
#line 13 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cl"
            m = fmaxf(m, fabsf(A[r * cols + c]));
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cl"
    best[y][lane] = m;
#line 16 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cl"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cl"
    for (int span = 16; span > 0; span >>= 1) {
#line 18 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cl"
        if (lane < span)
#line 19 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cl"
            best[y][lane] = fmaxf(best[y][lane], best[y][lane + span]);
#line 20 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cl"
        __syncthreads();
    }
#line 22 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cl"
    if (r < rows && lane == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cl"
        amax[r] = best[y][0];
}
