extern "C" __global__ void adc_decimate4_sum_hand(const float* __restrict__ in, float* __restrict__ out, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/hand/adc_decimate4_sum_hand.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/hand/adc_decimate4_sum_hand.cu"
    if (i < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/hand/adc_decimate4_sum_hand.cu"
        float4 q = ((const float4*)in)[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout15/hand/adc_decimate4_sum_hand.cu"
        out[i] = q.x + q.y + q.z + q.w;
    }
}
