extern "C" __global__ void arrhenius_rate_cf4x_st32(const float* temp_k, float* rate, float a, float ea_over_r, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 64ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 96ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
        rate[i_0] = a * expf(-ea_over_r / temp_k[i_0]);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
        rate[i_1] = a * expf(-ea_over_r / temp_k[i_1]);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
        rate[i_2] = a * expf(-ea_over_r / temp_k[i_2]);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
        rate[i_3] = a * expf(-ea_over_r / temp_k[i_3]);
}
