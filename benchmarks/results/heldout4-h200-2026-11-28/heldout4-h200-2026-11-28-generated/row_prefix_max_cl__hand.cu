extern "C" __global__ void row_prefix_max_hand(const float* A, float* out, int rows, int cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/hand/row_prefix_max_hand.cl"
    __shared__ float tile[32][33];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/hand/row_prefix_max_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/hand/row_prefix_max_hand.cl"
    int r0 = (unsigned long long)blockIdx.x * 32;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/hand/row_prefix_max_hand.cl"
    float m = -3e38f;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/hand/row_prefix_max_hand.cl"
    for (int c0 = 0; c0 < cols; c0 += 32) {
#line 13 "/work/main/.stage/main/benchmarks/heldout4/hand/row_prefix_max_hand.cl"
        int c = c0 + t;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/hand/row_prefix_max_hand.cl"
        for (int k = 0; k < 32; k++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/hand/row_prefix_max_hand.cl"
            if (r0 + k < rows && c < cols)
#line 16 "/work/main/.stage/main/benchmarks/heldout4/hand/row_prefix_max_hand.cl"
                tile[k][t] = A[(r0 + k) * cols + c];
        }
#line 18 "/work/main/.stage/main/benchmarks/heldout4/hand/row_prefix_max_hand.cl"
        __syncthreads();
#line 19 "/work/main/.stage/main/benchmarks/heldout4/hand/row_prefix_max_hand.cl"
        int lim = min(32, cols - c0);
#line 20 "/work/main/.stage/main/benchmarks/heldout4/hand/row_prefix_max_hand.cl"
        for (int j = 0; j < lim; j++) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/hand/row_prefix_max_hand.cl"
            m = fmaxf(m, tile[t][j]);
#line 22 "/work/main/.stage/main/benchmarks/heldout4/hand/row_prefix_max_hand.cl"
            tile[t][j] = m;
        }
#line 24 "/work/main/.stage/main/benchmarks/heldout4/hand/row_prefix_max_hand.cl"
        __syncthreads();
#line 25 "/work/main/.stage/main/benchmarks/heldout4/hand/row_prefix_max_hand.cl"
        for (int k_1 = 0; k_1 < 32; k_1++) {
#line 26 "/work/main/.stage/main/benchmarks/heldout4/hand/row_prefix_max_hand.cl"
            if (r0 + k_1 < rows && c < cols)
#line 27 "/work/main/.stage/main/benchmarks/heldout4/hand/row_prefix_max_hand.cl"
                out[(r0 + k_1) * cols + c] = tile[k_1][t];
        }
#line 29 "/work/main/.stage/main/benchmarks/heldout4/hand/row_prefix_max_hand.cl"
        __syncthreads();
    }
}
