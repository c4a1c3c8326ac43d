extern "C" __global__ void adc_decimate4_sum_cf4x(const float* in, float* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
        out[i_0] = in[4 * i_0] + in[4 * i_0 + 1] + in[4 * i_0 + 2] + in[4 * i_0 + 3];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
        out[i_1] = in[4 * i_1] + in[4 * i_1 + 1] + in[4 * i_1 + 2] + in[4 * i_1 + 3];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
    if (i_2 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
        out[i_2] = in[4 * i_2] + in[4 * i_2 + 1] + in[4 * i_2 + 2] + in[4 * i_2 + 3];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
    if (i_3 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
        out[i_3] = in[4 * i_3] + in[4 * i_3 + 1] + in[4 * i_3 + 2] + in[4 * i_3 + 3];
}
