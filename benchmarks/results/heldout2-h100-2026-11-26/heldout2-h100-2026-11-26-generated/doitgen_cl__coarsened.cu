extern "C" __global__ void doitgen_cf2x_st16(const float* A, const float* C4, float* out, int nr, int nq, int np) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    int p_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x / 16ull * 32ull + (unsigned long long)threadIdx.x % 16ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    int p_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x / 16ull * 32ull + (unsigned long long)threadIdx.x % 16ull + 16ull);
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
}
