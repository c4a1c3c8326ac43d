extern "C" __global__ void dequant_int4_groups_hand(const unsigned char* q, const float* scale, float* w, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/hand/dequant_int4_groups_hand.cl"
    int t = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/hand/dequant_int4_groups_hand.cl"
    if (8 * t < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/hand/dequant_int4_groups_hand.cl"
        unsigned int b = ((const unsigned int*)q)[t];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/hand/dequant_int4_groups_hand.cl"
        float s = scale[t >> 3];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/hand/dequant_int4_groups_hand.cl"
        float4 lo;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/hand/dequant_int4_groups_hand.cl"
        float4 hi;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/hand/dequant_int4_groups_hand.cl"
        lo.x = (float)((int)(b & 15u) - 8) * s;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/hand/dequant_int4_groups_hand.cl"
        lo.y = (float)((int)((b >> 4) & 15u) - 8) * s;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/hand/dequant_int4_groups_hand.cl"
        lo.z = (float)((int)((b >> 8) & 15u) - 8) * s;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/hand/dequant_int4_groups_hand.cl"
        lo.w = (float)((int)((b >> 12) & 15u) - 8) * s;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/hand/dequant_int4_groups_hand.cl"
        hi.x = (float)((int)((b >> 16) & 15u) - 8) * s;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/hand/dequant_int4_groups_hand.cl"
        hi.y = (float)((int)((b >> 20) & 15u) - 8) * s;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/hand/dequant_int4_groups_hand.cl"
        hi.z = (float)((int)((b >> 24) & 15u) - 8) * s;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/hand/dequant_int4_groups_hand.cl"
        hi.w = (float)((int)(b >> 28) - 8) * s;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/hand/dequant_int4_groups_hand.cl"
        ((float4*)w)[2 * t] = lo;
#line 21 "/work/main/.stage/main/benchmarks/heldout4/hand/dequant_int4_groups_hand.cl"
        ((float4*)w)[2 * t + 1] = hi;
    }
}
