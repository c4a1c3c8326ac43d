extern "C" __global__ void csr_spmv_scalar_hand(const int* rowptr, const int* cols, const float* vals, const float* x, float* y, int rows) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cl"
    __shared__ float part[128];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cl"
    int l = (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cl"
    int lane = l & 31;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cl"
    int r = (unsigned long long)blockIdx.x * 4 + (l >> 5);
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cl"
    float s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cl"
    if (r < rows) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cl"
        for (int k = rowptr[r] + lane; k < rowptr[r + 1]; k += 32)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cl"
            s += vals[k] * x[cols[k]];
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cl"
    part[l] = s;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cl"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cl"
    for (int st = 16; st > 0; st >>= 1) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cl"
        if (lane < st)
#line 18 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cl"
            part[l] += part[l + st];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cl"
        __syncthreads();
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cl"
    if (lane == 0 && r < rows)
#line 22 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cl"
        y[r] = part[l];
}
