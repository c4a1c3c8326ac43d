extern "C" __global__ void row_dot_pairs_hand(const float* A, const float* B, float* d, int rows, int cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cl"
    __shared__ float part[8][32];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cl"
    int lane = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cl"
    int row = (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cl"
    int r = (unsigned long long)blockIdx.x * 8 + row;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cl"
    float acc = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cl"
    int q = cols >> 2;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cl"
    if (r < rows)
#line 14 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cl"
        for (int j = lane; j < q; j += 32) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cl"
            float4 a = ((const float4*)A)[r * q + j];
#line 16 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cl"
            float4 b = ((const float4*)B)[r * q + j];
#line 17 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cl"
            acc += a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cl"
    part[row][lane] = acc;
#line 20 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cl"
    __syncthreads();
#line 21 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cl"
    for (int st = 16; st > 0; st >>= 1) {
#line 22 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cl"
        if (lane < st)
#line 23 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cl"
            part[row][lane] += part[row][lane + st];
#line 24 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cl"
        __syncthreads();
    }
#line 26 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cl"
    acc = part[row][0];
#line 27 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cl"
    if (r < rows && lane == 0)
#line 28 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cl"
        d[r] = acc;
}
