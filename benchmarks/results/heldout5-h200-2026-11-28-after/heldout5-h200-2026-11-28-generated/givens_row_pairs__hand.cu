extern "C" __global__ void givens_row_pairs_hand(const float* A, const float* cs, const float* sn, float* B, int rows, int cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cu"
    int t = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cu"
    int q = cols >> 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cu"
    int p = t / q;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cu"
    int j4 = t - p * q;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cu"
    if (2 * p < rows) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cu"
        float c = cs[p];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cu"
        float s = sn[p];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cu"
        int top = ((2 * p * cols) >> 2) + j4;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cu"
        int bot = top + q;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cu"
        float4 a = ((const float4*)A)[top];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cu"
        float4 b = ((const float4*)A)[bot];
#line 16 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cu"
        float4 u;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cu"
        float4 v;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cu"
        u.x = c * a.x + s * b.x;
#line 18 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cu"
        u.y = c * a.y + s * b.y;
#line 19 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cu"
        u.z = c * a.z + s * b.z;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cu"
        u.w = c * a.w + s * b.w;
#line 21 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cu"
        v.x = c * b.x - s * a.x;
#line 22 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cu"
        v.y = c * b.y - s * a.y;
#line 23 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cu"
        v.z = c * b.z - s * a.z;
#line 24 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cu"
        v.w = c * b.w - s * a.w;
#line 25 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cu"
        ((float4*)B)[top] = u;
#line 26 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cu"
        ((float4*)B)[bot] = v;
    }
}
