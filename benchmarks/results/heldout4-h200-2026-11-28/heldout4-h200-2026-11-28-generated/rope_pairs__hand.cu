extern "C" __global__ void rope_pairs_hand(const float* x, const float* cs, const float* sn, float* y, int npairs) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/hand/rope_pairs_hand.cu"
    int t = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/hand/rope_pairs_hand.cu"
    if (2 * t < npairs) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/hand/rope_pairs_hand.cu"
        float4 v = ((const float4*)x)[t];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/hand/rope_pairs_hand.cu"
        float2 c = ((const float2*)cs)[t];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/hand/rope_pairs_hand.cu"
        float2 s = ((const float2*)sn)[t];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/hand/rope_pairs_hand.cu"
        float4 o;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/hand/rope_pairs_hand.cu"
        o.x = v.x * c.x - v.y * s.x;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/hand/rope_pairs_hand.cu"
        o.y = v.x * s.x + v.y * c.x;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/hand/rope_pairs_hand.cu"
        o.z = v.z * c.y - v.w * s.y;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/hand/rope_pairs_hand.cu"
        o.w = v.z * s.y + v.w * c.y;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/hand/rope_pairs_hand.cu"
        ((float4*)y)[t] = o;
    }
}
