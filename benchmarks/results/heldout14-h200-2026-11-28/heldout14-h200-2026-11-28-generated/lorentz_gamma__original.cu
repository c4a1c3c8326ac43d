extern "C" __global__ void lorentz_gamma(const float* beta, float* gamma, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
        float b = beta[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
        gamma[i] = 1.0f / sqrtf(1.0f - b * b);
    }
}
