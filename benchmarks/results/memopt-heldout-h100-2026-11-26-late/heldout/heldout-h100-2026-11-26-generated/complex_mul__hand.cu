extern "C" __global__ void complex_mul_hand(const float* a, const float* b, float* c, int n) {
#line 5 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/complex_mul_hand.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/complex_mul_hand.cu"
    if (2 * i < n) {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/complex_mul_hand.cu"
        float4 va = ((const float4*)a)[i];
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/complex_mul_hand.cu"
        float4 vb = ((const float4*)b)[i];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/complex_mul_hand.cu"
        float4 o;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/complex_mul_hand.cu"
        o.x = va.x * vb.x - va.y * vb.y;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/complex_mul_hand.cu"
        o.y = va.x * vb.y + va.y * vb.x;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/complex_mul_hand.cu"
        o.z = va.z * vb.z - va.w * vb.w;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/complex_mul_hand.cu"
        o.w = va.z * vb.w + va.w * vb.z;
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/hand/complex_mul_hand.cu"
        ((float4*)c)[i] = o;
    }
}
