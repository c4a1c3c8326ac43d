extern "C" __global__ void row_l1_normalize_hand(const float* X, float* Y, int rows, int cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cl"
    __shared__ float part[8][32];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cl"
    int lane = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cl"
    int row = (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cl"
    int r = (unsigned long long)blockIdx.x * 8 + row;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cl"
    float acc = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cl"
    int base = r * cols;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cl"
    if (r < rows)
#line 14 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cl"
        for (int j = lane; j < cols; j += 32)
#line 15 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cl"
            acc += fabsf(X[base + j]);
#line 16 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cl"
    part[row][lane] = acc;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cl"
    __syncthreads();
#line 18 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cl"
    for (int st = 16; st > 0; st >>= 1) {
#line 19 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cl"
        if (lane < st)
#line 20 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cl"
            part[row][lane] += part[row][lane + st];
#line 21 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cl"
        __syncthreads();
    }
#line 23 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cl"
    acc = part[row][0];
#line 24 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cl"
    if (r < rows)
#line 25 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cl"
        for (int j_1 = lane; j_1 < cols; j_1 += 32)
#line 26 "/work/main/.stage/main/benchmarks/heldout6/hand/row_l1_normalize_hand.cl"
            Y[base + j_1] = X[base + j_1] / acc;
}
