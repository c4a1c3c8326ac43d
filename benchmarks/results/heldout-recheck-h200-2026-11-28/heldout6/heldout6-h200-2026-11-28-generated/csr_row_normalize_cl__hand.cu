extern "C" __global__ void csr_row_normalize_hand(const int* rowptr, const float* vals, float* out, int nrows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cl"
    __shared__ float part[8][32];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cl"
    int lane = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cl"
    int row = (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cl"
    int r = (unsigned long long)blockIdx.x * 8 + row;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cl"
    float acc = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cl"
    int b = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cl"
    int e = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cl"
    if (r < nrows) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cl"
        b = rowptr[r];
#line 15 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cl"
        e = rowptr[r + 1];
    }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cl"
    for (int k = b + lane; k < e; k += 32)
#line 18 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cl"
        acc += vals[k];
#line 19 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cl"
    part[row][lane] = acc;
#line 20 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cl"
    __syncthreads();
#line 21 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cl"
    for (int st = 16; st > 0; st >>= 1) {
#line 22 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cl"
        if (lane < st)
#line 23 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cl"
            part[row][lane] += part[row][lane + st];
#line 24 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cl"
        __syncthreads();
    }
#line 26 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cl"
    acc = part[row][0];
#line 27 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cl"
    for (int k_1 = b + lane; k_1 < e; k_1 += 32)
#line 28 "/work/main/.stage/main/benchmarks/heldout6/hand/csr_row_normalize_hand.cl"
        out[k_1] = vals[k_1] / acc;
}
