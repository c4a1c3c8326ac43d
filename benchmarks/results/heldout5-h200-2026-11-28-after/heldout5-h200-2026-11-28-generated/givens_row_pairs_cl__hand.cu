extern "C" __global__ void givens_row_pairs_hand(const float* A, const float* cs, const float* sn, float* B, int rows, int cols) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cl"
    int t = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cl"
    int q = cols >> 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cl"
    int p = t / q;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cl"
    int j4 = t - p * q;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cl"
    if (2 * p < rows) {
#line 13 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cl"
        float c = cs[p];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cl"
        float s = sn[p];
#line 14 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cl"
        int top = ((2 * p * cols) >> 2) + j4;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cl"
        int bot = top + q;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cl"
        float4 a = ((const float4*)A)[top];
#line 16 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cl"
        float4 b = ((const float4*)A)[bot];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cl"
        float4 u = make_float4(c * a.x + s * b.x, c * a.y + s * b.y, c * a.z + s * b.z, c * a.w + s * b.w);
#line 18 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cl"
        float4 v = make_float4(c * b.x - s * a.x, c * b.y - s * a.y, c * b.z - s * a.z, c * b.w - s * a.w);
#line 19 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cl"
        ((float4*)B)[top] = u;
#line 20 "/work/main/.stage/main/benchmarks/heldout5/hand/givens_row_pairs_hand.cl"
        ((float4*)B)[bot] = v;
    }
}
