extern "C" __global__ void row_dot_pairs_hand(const float* A, const float* B, float* d, int rows, int cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cu"
    int lane = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cu"
    int r = blockIdx.x * 8 + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cu"
    float acc = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cu"
    int q = cols >> 2;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cu"
    if (r < rows)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cu"
        for (int j = lane; j < q; j += 32) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cu"
            float4 a = ((const float4*)A)[r * q + j];
#line 15 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cu"
            float4 b = ((const float4*)B)[r * q + j];
#line 16 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cu"
            acc += a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;
        }
#line 18 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cu"
    for (int off = 16; off > 0; off >>= 1)
#line 19 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cu"
        acc += __shfl_xor_sync(4294967295u, acc, off);
#line 20 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cu"
    if (r < rows && lane == 0)
#line 21 "/work/main/.stage/main/benchmarks/heldout6/hand/row_dot_pairs_hand.cu"
        d[r] = acc;
}
