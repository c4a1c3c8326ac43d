extern "C" __global__ void symmetrize_avg_hand(const float* A, float* out, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cl"
    __shared__ float t[32][33];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cl"
    int tx = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cl"
    int ty = (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cl"
    int j0_ = (unsigned long long)blockIdx.x * 32;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cl"
    int i0 = (unsigned long long)blockIdx.y * 32;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cl"
    for (int k = 0; k < 32; k += 8) {
#line 11 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cl"
        int r = j0_ + ty + k;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cl"
        int c = i0 + tx;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cl"
        if (r < n && c < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cl"
            t[ty + k][tx] = A[r * n + c];
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cl"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cl"
    for (int k_1 = 0; k_1 < 32; k_1 += 8) {
#line 17 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cl"
        int i = i0 + ty + k_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cl"
        int j = j0_ + tx;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cl"
        if (i < n && j < n)
#line 19 "/work/main/.stage/main/benchmarks/heldout9/hand/symmetrize_avg_hand.cl"
            out[i * n + j] = 0.5f * (A[i * n + j] + t[tx][ty + k_1]);
    }
}
