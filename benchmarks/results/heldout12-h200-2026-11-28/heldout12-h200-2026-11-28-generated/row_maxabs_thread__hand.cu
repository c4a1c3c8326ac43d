extern "C" __global__ void row_maxabs_thread_hand(const float* __restrict__ A, float* __restrict__ amax, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cu"
    __shared__ float best[8][32];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cu"
    int lane = threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cu"
    int y = threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cu"
    int r = blockIdx.x * 8 + y;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cu"
    float m = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cu"
    if (r < rows) {
#line 12 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cu"
        for (int c = lane; c < cols; c += 32)
#line 13 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cu"
            m = fmaxf(m, fabsf(A[r * cols + c]));
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cu"
    best[y][lane] = m;
#line 16 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cu"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cu"
    for (int span = 16; span > 0; span >>= 1) {
#line 18 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cu"
        if (lane < span)
#line 19 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cu"
            best[y][lane] = fmaxf(best[y][lane], best[y][lane + span]);
#line 20 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cu"
        __syncthreads();
    }
#line 22 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cu"
    if (r < rows && lane == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout12/hand/row_maxabs_thread_hand.cu"
        amax[r] = best[y][0];
}
