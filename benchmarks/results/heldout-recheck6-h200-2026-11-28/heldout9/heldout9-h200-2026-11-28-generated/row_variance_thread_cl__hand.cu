__device__ float row_sum(float (* red)[32], int y, int lane, float v) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
    red[y][lane] = v;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
    __syncthreads();
#line 8 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
    for (int st = 16; st > 0; st >>= 1) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
        if (lane < st)
#line 10 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
            red[y][lane] += red[y][lane + st];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
        __syncthreads();
    }
#line 13 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
    float total = red[y][0];
#line 14 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
    return total;
}

extern "C" __global__ void row_variance_thread_hand(const float* A, float* var, int rows, int cols) {
#line 21 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
    __shared__ float red[8][32];
#line 22 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
    int lane = (unsigned long long)threadIdx.x;
#line 22 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
    int y = (unsigned long long)threadIdx.y;
#line 23 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
    int r = (unsigned long long)blockIdx.x * 8 + y;
#line 24 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
    float s = 0.0f;
#line 25 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
    if (r < rows)
#line 26 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
        for (int c = lane; c < cols; c += 32)
#line 27 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
            s += A[r * cols + c];
#line 28 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
    float mean = row_sum(red, y, lane, s) / cols;
#line 29 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
    float d2 = 0.0f;
#line 30 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
    if (r < rows)
#line 31 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
        for (int c_1 = lane; c_1 < cols; c_1 += 32) {
#line 32 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
            float d = A[r * cols + c_1] - mean;
#line 33 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
            d2 += d * d;
        }
#line 35 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
    d2 = row_sum(red, y, lane, d2);
#line 36 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
    if (r < rows && lane == 0)
#line 37 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cl"
        var[r] = d2 / cols;
}
