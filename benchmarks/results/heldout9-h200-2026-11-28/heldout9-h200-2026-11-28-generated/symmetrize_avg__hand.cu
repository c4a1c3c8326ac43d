extern "C" __global__ void symmetrize_avg_hand(const float* A, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cu"
    __shared__ float t[32][33];
#line 7 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cu"
    int tx = threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cu"
    int ty = threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cu"
    int j0 = blockIdx.x * 32;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cu"
    int i0 = blockIdx.y * 32;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cu"
    for (int k = 0; k < 32; k += 8) {
#line 10 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cu"
        int r = j0 + ty + k;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cu"
        int c = i0 + tx;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cu"
        if (r < n && c < n)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cu"
            t[ty + k][tx] = A[r * n + c];
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cu"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cu"
    for (int k_1 = 0; k_1 < 32; k_1 += 8) {
#line 16 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cu"
        int i = i0 + ty + k_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cu"
        int j = j0 + tx;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cu"
        if (i < n && j < n)
#line 18 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cu"
            out[i * n + j] = 0.5f * (A[i * n + j] + t[tx][ty + k_1]);
    }
}
