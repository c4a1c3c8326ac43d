extern "C" __global__ void lorentz_gamma_cf2x_st32(const float* beta, float* gamma, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
        float b_0 = beta[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
        gamma[i_0] = 1.0f / sqrtf(1.0f - b_0 * b_0);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
        float b_1 = beta[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
        gamma[i_1] = 1.0f / sqrtf(1.0f - b_1 * b_1);
    }
}
