extern "C" __global__ void adc_decimate4_sum_opt(const float* in, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
    __shared__ float in_s[1024];
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
    int i_own = blockIdx.x * blockDim.x + 0u;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
    for (int stage_r = 0; stage_r < 4; stage_r++) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
        int stage_e = stage_r * 256 + (int)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
        if (4ll * (long long)i_own + (long long)stage_e < 4ll * (long long)n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
            in_s[stage_e] = in[(int)blockIdx.x * 1024 + stage_e];
        }
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
    __syncthreads();
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
    if (i < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adc_decimate4_sum.cu"
        out[i] = in_s[4 * (int)threadIdx.x] + in_s[4 * (int)threadIdx.x + 1] + in_s[4 * (int)threadIdx.x + 2] + in_s[4 * (int)threadIdx.x + 3];
}
