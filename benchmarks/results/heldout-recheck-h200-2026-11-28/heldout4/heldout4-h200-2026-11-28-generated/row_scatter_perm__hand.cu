extern "C" __global__ void row_scatter_perm_hand(const float* in, const int* perm, float* out, int n, int D) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/hand/row_scatter_perm_hand.cu"
    int t = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/hand/row_scatter_perm_hand.cu"
    int q = D >> 2;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/hand/row_scatter_perm_hand.cu"
    if (t < n * q) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/hand/row_scatter_perm_hand.cu"
        int r = t / q;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/hand/row_scatter_perm_hand.cu"
        int k = t - r * q;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/hand/row_scatter_perm_hand.cu"
        float4 v = ((const float4*)in)[t];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/hand/row_scatter_perm_hand.cu"
        ((float4*)out)[perm[r] * q + k] = v;
    }
}
