extern "C" __global__ void lorentz_gamma_cf8x(const float* beta, float* gamma, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
        float b_4 = beta[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
        gamma[i_4] = 1.0f / sqrtf(1.0f - b_4 * b_4);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
        float b_5 = beta[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
        gamma[i_5] = 1.0f / sqrtf(1.0f - b_5 * b_5);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
        float b_6 = beta[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
        gamma[i_6] = 1.0f / sqrtf(1.0f - b_6 * b_6);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
        float b_7 = beta[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/lorentz_gamma.cu"
        gamma[i_7] = 1.0f / sqrtf(1.0f - b_7 * b_7);
    }
}
