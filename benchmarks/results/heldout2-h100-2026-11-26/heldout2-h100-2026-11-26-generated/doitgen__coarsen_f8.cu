extern "C" __global__ void doitgen_cf8x(const float* A, const float* C4, float* out, int nr, int nq, int np) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
    int p_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
    int p_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
    int p_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
    int p_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
    int p_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
    int p_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
    int p_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
    int p_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
    if (p_2 < np && q < nq && r < nr) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        float s_2 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        for (int k_2 = 0; k_2 < np; k_2++)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
            s_2 += A[(r * nq + q) * np + k_2] * C4[k_2 * np + p_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        out[(r * nq + q) * np + p_2] = s_2;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
    if (p_3 < np && q < nq && r < nr) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        float s_3 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        for (int k_3 = 0; k_3 < np; k_3++)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
            s_3 += A[(r * nq + q) * np + k_3] * C4[k_3 * np + p_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        out[(r * nq + q) * np + p_3] = s_3;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
    if (p_4 < np && q < nq && r < nr) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        float s_4 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        for (int k_4 = 0; k_4 < np; k_4++)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
            s_4 += A[(r * nq + q) * np + k_4] * C4[k_4 * np + p_4];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        out[(r * nq + q) * np + p_4] = s_4;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
    if (p_5 < np && q < nq && r < nr) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        float s_5 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        for (int k_5 = 0; k_5 < np; k_5++)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
            s_5 += A[(r * nq + q) * np + k_5] * C4[k_5 * np + p_5];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        out[(r * nq + q) * np + p_5] = s_5;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
    if (p_6 < np && q < nq && r < nr) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        float s_6 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        for (int k_6 = 0; k_6 < np; k_6++)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
            s_6 += A[(r * nq + q) * np + k_6] * C4[k_6 * np + p_6];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        out[(r * nq + q) * np + p_6] = s_6;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
    if (p_7 < np && q < nq && r < nr) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        float s_7 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        for (int k_7 = 0; k_7 < np; k_7++)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
            s_7 += A[(r * nq + q) * np + k_7] * C4[k_7 * np + p_7];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        out[(r * nq + q) * np + p_7] = s_7;
    }
}
