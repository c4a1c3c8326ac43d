extern "C" __global__ void aos_to_soa_hand(const float* aos, float* x, float* y, float* z, float* w, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/hand/aos_to_soa_hand.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/hand/aos_to_soa_hand.cl"
    if (i < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/hand/aos_to_soa_hand.cl"
        float4 v = ((const float4*)aos)[i];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/aos_to_soa_hand.cl"
        x[i] = v.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/aos_to_soa_hand.cl"
        y[i] = v.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/aos_to_soa_hand.cl"
        z[i] = v.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/aos_to_soa_hand.cl"
        w[i] = v.w;
    }
}
