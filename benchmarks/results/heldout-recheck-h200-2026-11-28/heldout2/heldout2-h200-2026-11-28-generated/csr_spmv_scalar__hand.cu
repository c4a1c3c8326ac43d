extern "C" __global__ void csr_spmv_scalar_hand(const int* rowptr, const int* cols, const float* vals, const float* x, float* y, int rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cu"
    __shared__ float part[128];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cu"
    int l = threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cu"
    int lane = l & 31;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cu"
    int r = blockIdx.x * 4 + (l >> 5);
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cu"
    float s = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cu"
    if (r < rows) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cu"
        for (int k = rowptr[r] + lane; k < rowptr[r + 1]; k += 32)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cu"
            s += vals[k] * x[cols[k]];
    }
#line 17 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cu"
    part[l] = s;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cu"
    __syncthreads();
#line 19 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cu"
    for (int st = 16; st > 0; st >>= 1) {
#line 20 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cu"
        if (lane < st)
#line 21 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cu"
            part[l] += part[l + st];
#line 22 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cu"
        __syncthreads();
    }
#line 24 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cu"
    if (lane == 0 && r < rows)
#line 25 "/work/main/.stage/main/benchmarks/heldout2/hand/csr_spmv_scalar_hand.cu"
        y[r] = part[l];
}
