extern "C" __global__ void csr_row_normalize_hand(const int* rowptr, const float* vals, float* out, int nrows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cu"
    int lane = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cu"
    int r = blockIdx.x * 8 + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cu"
    float acc = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cu"
    int b = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cu"
    int e = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cu"
    if (r < nrows) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cu"
        b = rowptr[r];
#line 14 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cu"
        e = rowptr[r + 1];
    }
#line 16 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cu"
    for (int k = b + lane; k < e; k += 32)
#line 17 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cu"
        acc += vals[k];
#line 18 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cu"
    for (int off = 16; off > 0; off >>= 1)
#line 19 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cu"
        acc += __shfl_xor_sync(4294967295u, acc, off);
#line 20 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cu"
    for (int k_1 = b + lane; k_1 < e; k_1 += 32)
#line 21 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cu"
        out[k_1] = vals[k_1] / acc;
}
