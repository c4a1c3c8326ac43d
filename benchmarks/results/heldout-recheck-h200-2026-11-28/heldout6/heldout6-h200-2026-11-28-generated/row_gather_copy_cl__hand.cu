extern "C" __global__ void row_gather_copy_hand(const float* src, const int* idx, float* dst, int nout, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/hand/row_gather_copy_hand.cl"
    int t = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/hand/row_gather_copy_hand.cl"
    int q = cols >> 2;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/row_gather_copy_hand.cl"
    int r = t / q;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/row_gather_copy_hand.cl"
    int j = t - r * q;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/hand/row_gather_copy_hand.cl"
    if (r < nout)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/hand/row_gather_copy_hand.cl"
        ((float4*)dst)[t] = ((const float4*)src)[idx[r] * q + j];
}
