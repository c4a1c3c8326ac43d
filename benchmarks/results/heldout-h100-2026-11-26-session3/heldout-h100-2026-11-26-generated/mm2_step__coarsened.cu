extern "C" __global__ void mm2_step_cf2x_st32(const float* A, const float* B, float* tmp, float alpha, int ni, int nj, int nk) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    int j_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    int j_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    int i = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    if (i < ni && j_0 < nj) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        float s_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        for (int k_0 = 0; k_0 < nk; k_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
            s_0 += A[i * nk + k_0] * B[k_0 * nj + j_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        tmp[i * nj + j_0] = alpha * s_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    if (i < ni && j_1 < nj) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        float s_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        for (int k_1 = 0; k_1 < nk; k_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
            s_1 += A[i * nk + k_1] * B[k_1 * nj + j_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        tmp[i * nj + j_1] = alpha * s_1;
    }
}
