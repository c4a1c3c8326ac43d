extern "C" __global__ void adc_decimate4_sum_cf4x(const float* in, float* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    int i_0;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull < 8000256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    int i_1;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull < 8000256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    int i_2;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull < 8000256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    int i_3;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull < 8000256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull < 8000256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
            out[i_0] = in[4 * i_0] + in[4 * i_0 + 1] + in[4 * i_0 + 2] + in[4 * i_0 + 3];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull < 8000256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
            out[i_1] = in[4 * i_1] + in[4 * i_1 + 1] + in[4 * i_1 + 2] + in[4 * i_1 + 3];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull < 8000256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        if (i_2 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
            out[i_2] = in[4 * i_2] + in[4 * i_2 + 1] + in[4 * i_2 + 2] + in[4 * i_2 + 3];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull < 8000256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        if (i_3 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
            out[i_3] = in[4 * i_3] + in[4 * i_3 + 1] + in[4 * i_3 + 2] + in[4 * i_3 + 3];
}
