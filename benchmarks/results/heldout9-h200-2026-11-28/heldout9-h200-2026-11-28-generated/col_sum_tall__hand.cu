extern "C" __global__ void col_sum_tall_hand(const int* A, int* sums, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cu"
    __shared__ int part[8][32];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cu"
    int tx = threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cu"
    int ty = threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cu"
    int c = blockIdx.x * 32 + tx;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cu"
    int chunk = (rows + gridDim.y - 1) / gridDim.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cu"
    int r0 = blockIdx.y * chunk;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cu"
    int r1 = min(rows, r0 + chunk);
#line 13 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cu"
    int s = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cu"
    if (c < cols)
#line 15 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cu"
        for (int r = r0 + ty; r < r1; r += 8)
#line 16 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cu"
            s += A[r * cols + c];
#line 17 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cu"
    part[ty][tx] = s;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cu"
    __syncthreads();
#line 19 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cu"
    if (ty == 0 && c < cols) {
#line 20 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cu"
        for (int k = 1; k < 8; k++)
#line 21 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cu"
            s += part[k][tx];
#line 22 "/work/main/.stage/main/benchmarks/heldout9/hand/col_sum_tall_hand.cu"
        atomicAdd(&sums[c], s);
    }
}
