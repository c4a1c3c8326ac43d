extern "C" __global__ void soa_to_aos_hand(const float* x, const float* y, const float* z, const float* w, float* aos, int n) {
#line 3 "/work/main/.stage/main/benchmarks/heldout2/hand/soa_to_aos_hand.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/hand/soa_to_aos_hand.cl"
    if (i < n)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/hand/soa_to_aos_hand.cl"
        ((float4*)aos)[i] = make_float4(x[i], y[i], z[i], w[i]);
}
