extern "C" __global__ void lorentz_gamma_cf2x(const float* beta, float* gamma, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
        float b_0 = beta[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
        gamma[i_0] = 1.0f / sqrtf(1.0f - b_0 * b_0);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
        float b_1 = beta[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
        gamma[i_1] = 1.0f / sqrtf(1.0f - b_1 * b_1);
    }
}
