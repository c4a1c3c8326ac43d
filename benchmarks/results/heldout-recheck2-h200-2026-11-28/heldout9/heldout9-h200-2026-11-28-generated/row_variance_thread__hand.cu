__device__ float warp_sum(float v) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cu"
    for (int off = 16; off > 0; off >>= 1)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cu"
        v += __shfl_xor_sync(4294967295u, v, off);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cu"
    return v;
}

extern "C" __global__ void row_variance_thread_hand(const float* A, float* var, int rows, int cols) {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cu"
    int lane = threadIdx.x;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cu"
    int r = blockIdx.x * 8 + threadIdx.y;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cu"
    float s = 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cu"
    if (r < rows)
#line 18 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cu"
        for (int c = lane; c < cols; c += 32)
#line 19 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cu"
            s += A[r * cols + c];
#line 20 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cu"
    float mean = warp_sum(s) / cols;
#line 21 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cu"
    float d2 = 0.0f;
#line 22 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cu"
    if (r < rows)
#line 23 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cu"
        for (int c_1 = lane; c_1 < cols; c_1 += 32) {
#line 24 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cu"
            float d = A[r * cols + c_1] - mean;
#line 25 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cu"
            d2 += d * d;
        }
#line 27 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cu"
    d2 = warp_sum(d2);
#line 28 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cu"
    if (r < rows && lane == 0)
#line 29 "/work/main/.stage/main/benchmarks/heldout9/hand/row_variance_thread_hand.cu"
        var[r] = d2 / cols;
}
