extern "C" __global__ void col_sum_tall_hand(const int* A, int* sums, int rows, int cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cl"
    __shared__ int part[8][32];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cl"
    int tx = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cl"
    int ty = (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cl"
    int c = (unsigned long long)blockIdx.x * 32 + tx;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cl"
    int chunk = (rows + (unsigned long long)gridDim.y - 1) / (unsigned long long)gridDim.y;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cl"
    int r0 = (unsigned long long)blockIdx.y * chunk;
#line 13 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cl"
    int r1 = min(rows, r0 + chunk);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cl"
    int s = 0;
#line 15 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cl"
    if (c < cols)
#line 16 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cl"
        for (int r = r0 + ty; r < r1; r += 8)
#line 17 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cl"
            s += A[r * cols + c];
#line 18 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cl"
    part[ty][tx] = s;
#line 19 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cl"
    __syncthreads();
#line 20 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cl"
    if (ty == 0 && c < cols) {
#line 21 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cl"
        for (int k = 1; k < 8; k++)
#line 22 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cl"
            s += part[k][tx];
#line 23 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cl"
        atomicAdd(&sums[c], s);
    }
}
