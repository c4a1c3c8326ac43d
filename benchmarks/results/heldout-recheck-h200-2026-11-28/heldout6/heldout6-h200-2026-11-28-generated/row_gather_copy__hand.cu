extern "C" __global__ void row_gather_copy_hand(const float* src, const int* idx, float* dst, int nout, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/hand/row_gather_copy_hand.cu"
    int t = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/hand/row_gather_copy_hand.cu"
    int q = cols >> 2;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/row_gather_copy_hand.cu"
    int r = t / q;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/hand/row_gather_copy_hand.cu"
    int j = t - r * q;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/hand/row_gather_copy_hand.cu"
    if (r < nout)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/hand/row_gather_copy_hand.cu"
        ((float4*)dst)[t] = ((const float4*)src)[idx[r] * q + j];
}
