extern "C" __global__ void arrhenius_rate_cf2x(const float* temp_k, float* rate, float a, float ea_over_r, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
        rate[i_0] = a * expf(-ea_over_r / temp_k[i_0]);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/arrhenius_rate.cl"
        rate[i_1] = a * expf(-ea_over_r / temp_k[i_1]);
}
