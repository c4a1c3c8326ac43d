extern "C" __global__ void doitgen_cf8x(const float* A, const float* C4, float* out, int nr, int nq, int np) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    int p_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    int p_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    int p_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    int p_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    int p_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    int p_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    int p_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    int p_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    int q = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    int r = (unsigned long long)blockIdx.z;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    if (p_0 < np && q < nq && r < nr) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        float s_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        for (int k_0 = 0; k_0 < np; k_0++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
            s_0 += A[(r * nq + q) * np + k_0] * C4[k_0 * np + p_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        out[(r * nq + q) * np + p_0] = s_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    if (p_1 < np && q < nq && r < nr) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        float s_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        for (int k_1 = 0; k_1 < np; k_1++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
            s_1 += A[(r * nq + q) * np + k_1] * C4[k_1 * np + p_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        out[(r * nq + q) * np + p_1] = s_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    if (p_2 < np && q < nq && r < nr) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        float s_2 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        for (int k_2 = 0; k_2 < np; k_2++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
            s_2 += A[(r * nq + q) * np + k_2] * C4[k_2 * np + p_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        out[(r * nq + q) * np + p_2] = s_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    if (p_3 < np && q < nq && r < nr) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        float s_3 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        for (int k_3 = 0; k_3 < np; k_3++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
            s_3 += A[(r * nq + q) * np + k_3] * C4[k_3 * np + p_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        out[(r * nq + q) * np + p_3] = s_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    if (p_4 < np && q < nq && r < nr) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        float s_4 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        for (int k_4 = 0; k_4 < np; k_4++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
            s_4 += A[(r * nq + q) * np + k_4] * C4[k_4 * np + p_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        out[(r * nq + q) * np + p_4] = s_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    if (p_5 < np && q < nq && r < nr) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        float s_5 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        for (int k_5 = 0; k_5 < np; k_5++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
            s_5 += A[(r * nq + q) * np + k_5] * C4[k_5 * np + p_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        out[(r * nq + q) * np + p_5] = s_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    if (p_6 < np && q < nq && r < nr) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        float s_6 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        for (int k_6 = 0; k_6 < np; k_6++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
            s_6 += A[(r * nq + q) * np + k_6] * C4[k_6 * np + p_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        out[(r * nq + q) * np + p_6] = s_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    if (p_7 < np && q < nq && r < nr) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        float s_7 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        for (int k_7 = 0; k_7 < np; k_7++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
            s_7 += A[(r * nq + q) * np + k_7] * C4[k_7 * np + p_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        out[(r * nq + q) * np + p_7] = s_7;
    }
}
