extern "C" __global__ void adc_decimate4_sum_cf2x(const float* in, float* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    int i_0;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull < 8000256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    int i_1;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull < 8000256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull < 8000256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
            out[i_0] = in[4 * i_0] + in[4 * i_0 + 1] + in[4 * i_0 + 2] + in[4 * i_0 + 3];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull < 8000256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
            out[i_1] = in[4 * i_1] + in[4 * i_1 + 1] + in[4 * i_1 + 2] + in[4 * i_1 + 3];
}
