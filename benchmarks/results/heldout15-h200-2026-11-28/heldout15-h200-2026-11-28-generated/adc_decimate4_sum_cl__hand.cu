extern "C" __global__ void adc_decimate4_sum_hand(const float* __restrict__ in, float* __restrict__ out, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/hand/adc_decimate4_sum_hand.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/hand/adc_decimate4_sum_hand.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/hand/adc_decimate4_sum_hand.cl"
        float4 q = make_float4(in[4 * i], in[4 * i + 1], in[4 * i + 2], in[4 * i + 3]);
#line 10 "/work/main/.stage/main/benchmarks/heldout15/hand/adc_decimate4_sum_hand.cl"
        out[i] = q.x + q.y + q.z + q.w;
    }
}
