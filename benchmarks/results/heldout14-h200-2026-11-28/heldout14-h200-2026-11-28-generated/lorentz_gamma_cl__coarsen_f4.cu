extern "C" __global__ void lorentz_gamma_cf4x(const float* beta, float* gamma, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
        float b_2 = beta[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
        gamma[i_2] = 1.0f / sqrtf(1.0f - b_2 * b_2);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
        float b_3 = beta[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cl"
        gamma[i_3] = 1.0f / sqrtf(1.0f - b_3 * b_3);
    }
}
