extern "C" __global__ void doitgen_cf2x_st16(const float* A, const float* C4, float* out, int nr, int nq, int np) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
    int p_0 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x / 16u * 32u + threadIdx.x % 16u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
    int p_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x / 16u * 32u + threadIdx.x % 16u + 16u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
    int q = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
    int r = blockIdx.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
    if (p_0 < np && q < nq && r < nr) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        float s_0 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        for (int k_0 = 0; k_0 < np; k_0++)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
            s_0 += A[(r * nq + q) * np + k_0] * C4[k_0 * np + p_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        out[(r * nq + q) * np + p_0] = s_0;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
    if (p_1 < np && q < nq && r < nr) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        float s_1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        for (int k_1 = 0; k_1 < np; k_1++)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
            s_1 += A[(r * nq + q) * np + k_1] * C4[k_1 * np + p_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        out[(r * nq + q) * np + p_1] = s_1;
    }
}
