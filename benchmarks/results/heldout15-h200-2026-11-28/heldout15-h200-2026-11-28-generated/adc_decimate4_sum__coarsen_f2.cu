extern "C" __global__ void adc_decimate4_sum_cf2x(const float* in, float* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
        out[i_0] = in[4 * i_0] + in[4 * i_0 + 1] + in[4 * i_0 + 2] + in[4 * i_0 + 3];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
        out[i_1] = in[4 * i_1] + in[4 * i_1 + 1] + in[4 * i_1 + 2] + in[4 * i_1 + 3];
}
