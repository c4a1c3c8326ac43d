extern "C" __global__ void float3_scale_hand(const float* p, const float* s, float* out, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout/hand/float3_scale_hand.cl"
    int f = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout/hand/float3_scale_hand.cl"
    if (f < 3 * n)
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout/hand/float3_scale_hand.cl"
        out[f] = p[f] * s[f / 3];
}
