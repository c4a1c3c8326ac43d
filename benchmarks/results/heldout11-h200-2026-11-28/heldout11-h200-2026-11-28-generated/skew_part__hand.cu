extern "C" __global__ void skew_part_hand(const float* __restrict__ A, float* __restrict__ S, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/hand/skew_part_hand.cu"
    __shared__ float mirror[32][33];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/hand/skew_part_hand.cu"
    int bx = blockIdx.x * 32;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/hand/skew_part_hand.cu"
    int by = blockIdx.y * 32;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/hand/skew_part_hand.cu"
    int tx = threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/hand/skew_part_hand.cu"
    for (int r = threadIdx.y; r < 32; r += 8) {
#line 11 "/work/main/.stage/main/benchmarks/heldout11/hand/skew_part_hand.cu"
        int row = bx + r;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/hand/skew_part_hand.cu"
        int col = by + tx;
#line 12 "/work/main/.stage/main/benchmarks/heldout11/hand/skew_part_hand.cu"
        if (row < n && col < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout11/hand/skew_part_hand.cu"
            mirror[r][tx] = A[(unsigned long long)row * n + col];
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout11/hand/skew_part_hand.cu"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout11/hand/skew_part_hand.cu"
    for (int r_1 = threadIdx.y; r_1 < 32; r_1 += 8) {
#line 17 "/work/main/.stage/main/benchmarks/heldout11/hand/skew_part_hand.cu"
        int i = by + r_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout11/hand/skew_part_hand.cu"
        int j = bx + tx;
#line 18 "/work/main/.stage/main/benchmarks/heldout11/hand/skew_part_hand.cu"
        if (i < n && j < n)
#line 19 "/work/main/.stage/main/benchmarks/heldout11/hand/skew_part_hand.cu"
            S[(unsigned long long)i * n + j] = 0.5f * (A[(unsigned long long)i * n + j] - mirror[tx][r_1]);
    }
}
