extern "C" __global__ void row_l1_normalize_hand(const float* X, float* Y, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cu"
    int lane = threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cu"
    int r = blockIdx.x * 8 + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cu"
    float acc = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cu"
    int base = r * cols;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cu"
    if (r < rows)
#line 12 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cu"
        for (int j = lane; j < cols; j += 32)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cu"
            acc += fabsf(X[base + j]);
#line 14 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cu"
    for (int off = 16; off > 0; off >>= 1)
#line 15 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cu"
        acc += __shfl_xor_sync(4294967295u, acc, off);
#line 16 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cu"
    if (r < rows)
#line 17 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cu"
        for (int j_1 = lane; j_1 < cols; j_1 += 32)
#line 18 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cu"
            Y[base + j_1] = X[base + j_1] / acc;
}
