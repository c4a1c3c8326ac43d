extern "C" __global__ void rope_pairs_hand(const float* x, const float* cs, const float* sn, float* y, int npairs) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/hand/rope_pairs_hand.cl"
    int t = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/hand/rope_pairs_hand.cl"
    if (2 * t < npairs) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/hand/rope_pairs_hand.cl"
        float4 v = ((const float4*)x)[t];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/hand/rope_pairs_hand.cl"
        float2 c = ((const float2*)cs)[t];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/hand/rope_pairs_hand.cl"
        float2 s = ((const float2*)sn)[t];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/hand/rope_pairs_hand.cl"
        float4 o;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/hand/rope_pairs_hand.cl"
        o.x = v.x * c.x - v.y * s.x;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/hand/rope_pairs_hand.cl"
        o.y = v.x * s.x + v.y * c.x;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/hand/rope_pairs_hand.cl"
        o.z = v.z * c.y - v.w * s.y;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/hand/rope_pairs_hand.cl"
        o.w = v.z * s.y + v.w * c.y;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/hand/rope_pairs_hand.cl"
        ((float4*)y)[t] = o;
    }
}
