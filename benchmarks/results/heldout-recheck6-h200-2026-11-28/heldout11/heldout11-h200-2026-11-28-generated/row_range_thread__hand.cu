extern "C" __global__ void row_range_thread_hand(const float* A, float* spread, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cu"
    int lane = threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cu"
    int r = blockIdx.x * 8 + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cu"
    float hi = -3.4028235e38f;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cu"
    float lo = 3.4028235e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cu"
    if (r < rows) {
#line 11 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cu"
        const float* row = A + (unsigned long long)r * cols;
#line 12 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cu"
        for (int c = lane; c < cols; c += 32) {
#line 13 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cu"
            float v = row[c];
#line 14 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cu"
            hi = fmaxf(hi, v);
#line 15 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cu"
            lo = fminf(lo, v);
        }
    }
#line 18 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cu"
    for (int off = 16; off > 0; off >>= 1) {
#line 19 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cu"
        hi = fmaxf(hi, __shfl_xor_sync(4294967295u, hi, off));
#line 20 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cu"
        lo = fminf(lo, __shfl_xor_sync(4294967295u, lo, off));
    }
#line 22 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cu"
    if (r < rows && lane == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout11/hand/row_range_thread_hand.cu"
        spread[r] = hi - lo;
}
