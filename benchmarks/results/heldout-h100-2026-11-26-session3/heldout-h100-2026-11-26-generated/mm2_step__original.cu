extern "C" __global__ void mm2_step(const float* A, const float* B, float* tmp, float alpha, int ni, int nj, int nk) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    int j = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    int i = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    if (i < ni && j < nj) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        float s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        for (int k = 0; k < nk; k++)
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
            s += A[i * nk + k] * B[k * nj + j];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        tmp[i * nj + j] = alpha * s;
    }
}
