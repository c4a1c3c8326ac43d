extern "C" __global__ void aos_to_soa_hand(const float* aos, float* x, float* y, float* z, float* w, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/hand/aos_to_soa_hand.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/aos_to_soa_hand.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/aos_to_soa_hand.cu"
        float4 v = ((const float4*)aos)[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/aos_to_soa_hand.cu"
        x[i] = v.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/aos_to_soa_hand.cu"
        y[i] = v.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/aos_to_soa_hand.cu"
        z[i] = v.z;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/aos_to_soa_hand.cu"
        w[i] = v.w;
    }
}
