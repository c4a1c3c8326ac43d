extern "C" __global__ void gemv_row_hand(const float* A, const float* x, float* y, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/hand/gemv_row_hand.cu"
    int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
#line 7 "/work/main/.stage/main/benchmarks/heldout/hand/gemv_row_hand.cu"
    int lane = threadIdx.x & 31;
#line 8 "/work/main/.stage/main/benchmarks/heldout/hand/gemv_row_hand.cu"
    if (row < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/hand/gemv_row_hand.cu"
        float s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/hand/gemv_row_hand.cu"
        for (int j = lane; j < cols; j += 32)
#line 11 "/work/main/.stage/main/benchmarks/heldout/hand/gemv_row_hand.cu"
            s += A[row * cols + j] * x[j];
#line 12 "/work/main/.stage/main/benchmarks/heldout/hand/gemv_row_hand.cu"
        for (int off = 16; off > 0; off >>= 1)
#line 13 "/work/main/.stage/main/benchmarks/heldout/hand/gemv_row_hand.cu"
            s += __shfl_down_sync(4294967295u, s, off);
#line 14 "/work/main/.stage/main/benchmarks/heldout/hand/gemv_row_hand.cu"
        if (lane == 0)
#line 15 "/work/main/.stage/main/benchmarks/heldout/hand/gemv_row_hand.cu"
            y[row] = s;
    }
}
