extern "C" __global__ void lorentz_gamma_cf4x(const float* beta, float* gamma, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
        float b_2 = beta[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
        gamma[i_2] = 1.0f / sqrtf(1.0f - b_2 * b_2);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
        float b_3 = beta[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
        gamma[i_3] = 1.0f / sqrtf(1.0f - b_3 * b_3);
    }
}
