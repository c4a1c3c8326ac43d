extern "C" __global__ void row_chunk_sums32_hand(const float* A, float* out, int rows, int cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cu"
    int lane = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cu"
    int p = blockIdx.x * 8 + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cu"
    int nch = cols / 32;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cu"
    float s = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cu"
    if (p < rows * nch)
#line 13 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cu"
        s = A[p / nch * cols + p % nch * 32 + lane];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cu"
    for (int off = 16; off > 0; off >>= 1)
#line 15 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cu"
        s += __shfl_xor_sync(4294967295u, s, off);
#line 16 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cu"
    if (p < rows * nch && lane == 0)
#line 17 "/work/main/.stage/main/benchmarks/heldout7/hand/row_chunk_sums32_hand.cu"
        out[p] = s;
}
