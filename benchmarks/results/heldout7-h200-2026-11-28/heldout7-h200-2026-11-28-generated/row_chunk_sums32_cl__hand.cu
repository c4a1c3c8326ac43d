extern "C" __global__ void row_chunk_sums32_hand(const float* A, float* out, int rows, int cols) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cl"
    __shared__ float part[8][32];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cl"
    int lane = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cl"
    int row = (unsigned long long)threadIdx.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cl"
    int p = (unsigned long long)blockIdx.x * 8 + row;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cl"
    int nch = cols / 32;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cl"
    float s = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cl"
    if (p < rows * nch)
#line 15 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cl"
        s = A[p / nch * cols + p % nch * 32 + lane];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cl"
    part[row][lane] = s;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cl"
    __syncthreads();
#line 18 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cl"
    for (int st = 16; st > 0; st >>= 1) {
#line 19 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cl"
        if (lane < st)
#line 20 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cl"
            part[row][lane] += part[row][lane + st];
#line 21 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cl"
        __syncthreads();
    }
#line 23 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cl"
    if (p < rows * nch && lane == 0)
#line 24 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cl"
        out[p] = part[row][0];
}
