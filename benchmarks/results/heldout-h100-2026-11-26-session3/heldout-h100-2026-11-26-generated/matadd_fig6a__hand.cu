extern "C" __global__ void matadd_fig6a_hand(const float* a, const float* b, float* c) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/hand/matadd_fig6a_hand.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout/hand/matadd_fig6a_hand.cu"
    float4 va = ((const float4*)a)[i];
#line 7 "/work/main/.stage/main/benchmarks/heldout/hand/matadd_fig6a_hand.cu"
    float4 vb = ((const float4*)b)[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout/hand/matadd_fig6a_hand.cu"
    float4 o;
#line 9 "/work/main/.stage/main/benchmarks/heldout/hand/matadd_fig6a_hand.cu"
    o.x = va.x + vb.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout/hand/matadd_fig6a_hand.cu"
    o.y = va.y + vb.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout/hand/matadd_fig6a_hand.cu"
    o.z = va.z + vb.z;
#line 12 "/work/main/.stage/main/benchmarks/heldout/hand/matadd_fig6a_hand.cu"
    o.w = va.w + vb.w;
#line 13 "/work/main/.stage/main/benchmarks/heldout/hand/matadd_fig6a_hand.cu"
    ((float4*)c)[i] = o;
}
