extern "C" __global__ void soa_to_aos_hand(const float* x, const float* y, const float* z, const float* w, float* aos, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/hand/soa_to_aos_hand.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/hand/soa_to_aos_hand.cu"
    if (i < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/soa_to_aos_hand.cu"
        ((float4*)aos)[i] = make_float4(x[i], y[i], z[i], w[i]);
}
