extern "C" __global__ void row_scatter_perm_hand(const float* in, const int* perm, float* out, int n, int D) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/hand/row_scatter_perm_hand.cl"
    int t = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/hand/row_scatter_perm_hand.cl"
    int q = D >> 2;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/hand/row_scatter_perm_hand.cl"
    if (t < n * q) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/hand/row_scatter_perm_hand.cl"
        int r = t / q;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/hand/row_scatter_perm_hand.cl"
        int k = t - r * q;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/hand/row_scatter_perm_hand.cl"
        float4 v = ((const float4*)in)[t];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/hand/row_scatter_perm_hand.cl"
        ((float4*)out)[perm[r] * q + k] = v;
    }
}
