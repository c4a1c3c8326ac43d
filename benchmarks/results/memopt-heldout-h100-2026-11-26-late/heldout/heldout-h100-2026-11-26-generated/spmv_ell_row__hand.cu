extern "C" __global__ void spmv_ell_row_hand(const int* cols, const float* vals, const float* x, float* y, int rows, int width) {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/spmv_ell_row_hand.cl"
    __shared__ float part[128];
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/spmv_ell_row_hand.cl"
    int l = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/spmv_ell_row_hand.cl"
    int lane = l & 31;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/spmv_ell_row_hand.cl"
    int r = (unsigned long long)blockIdx.x * 4 + (l >> 5);
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/spmv_ell_row_hand.cl"
    float s = 0.0f;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/spmv_ell_row_hand.cl"
    if (r < rows) {
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/spmv_ell_row_hand.cl"
        for (int k = lane; k < width; k += 32) {
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/spmv_ell_row_hand.cl"
            int c = cols[r * width + k];
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/spmv_ell_row_hand.cl"
            if (c >= 0)
#line 16 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/spmv_ell_row_hand.cl"
                s += vals[r * width + k] * x[c];
        }
    }
#line 19 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/spmv_ell_row_hand.cl"
    part[l] = s;
#line 20 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/spmv_ell_row_hand.cl"
    __syncthreads();
#line 21 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/spmv_ell_row_hand.cl"
    for (int st = 16; st > 0; st >>= 1) {
#line 22 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/spmv_ell_row_hand.cl"
        if (lane < st)
#line 23 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/spmv_ell_row_hand.cl"
            part[l] += part[l + st];
#line 24 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/spmv_ell_row_hand.cl"
        __syncthreads();
    }
#line 26 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/spmv_ell_row_hand.cl"
    if (lane == 0 && r < rows)
#line 27 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/spmv_ell_row_hand.cl"
        y[r] = part[l];
}
