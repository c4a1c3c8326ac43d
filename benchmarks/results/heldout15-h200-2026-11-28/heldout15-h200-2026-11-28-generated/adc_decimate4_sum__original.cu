extern "C" __global__ void adc_decimate4_sum(const float* in, float* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
    if (i < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
        out[i] = in[4 * i] + in[4 * i + 1] + in[4 * i + 2] + in[4 * i + 3];
}
