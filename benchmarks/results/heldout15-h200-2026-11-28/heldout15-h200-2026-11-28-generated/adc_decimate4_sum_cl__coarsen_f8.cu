extern "C" __global__ void adc_decimate4_sum_cf8x(const float* in, float* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    int i_0;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull < 8000256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    int i_1;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull < 8000256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    int i_2;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull < 8000256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    int i_3;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull < 8000256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    int i_4;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull < 8000256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    int i_5;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull < 8000256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    int i_6;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull < 8000256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    int i_7;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull < 8000256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull < 8000256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
            out[i_0] = in[4 * i_0] + in[4 * i_0 + 1] + in[4 * i_0 + 2] + in[4 * i_0 + 3];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull < 8000256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
            out[i_1] = in[4 * i_1] + in[4 * i_1 + 1] + in[4 * i_1 + 2] + in[4 * i_1 + 3];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull < 8000256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        if (i_2 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
            out[i_2] = in[4 * i_2] + in[4 * i_2 + 1] + in[4 * i_2 + 2] + in[4 * i_2 + 3];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull < 8000256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        if (i_3 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
            out[i_3] = in[4 * i_3] + in[4 * i_3 + 1] + in[4 * i_3 + 2] + in[4 * i_3 + 3];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull < 8000256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        if (i_4 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
            out[i_4] = in[4 * i_4] + in[4 * i_4 + 1] + in[4 * i_4 + 2] + in[4 * i_4 + 3];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull < 8000256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        if (i_5 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
            out[i_5] = in[4 * i_5] + in[4 * i_5 + 1] + in[4 * i_5 + 2] + in[4 * i_5 + 3];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull < 8000256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        if (i_6 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
            out[i_6] = in[4 * i_6] + in[4 * i_6 + 1] + in[4 * i_6 + 2] + in[4 * i_6 + 3];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull < 8000256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
        if (i_7 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cl"
            out[i_7] = in[4 * i_7] + in[4 * i_7 + 1] + in[4 * i_7 + 2] + in[4 * i_7 + 3];
}
