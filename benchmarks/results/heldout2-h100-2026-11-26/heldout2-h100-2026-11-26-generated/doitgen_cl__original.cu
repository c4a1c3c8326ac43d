extern "C" __global__ void doitgen(const float* A, const float* C4, float* out, int nr, int nq, int np) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    int p = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    int q = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    int r = (unsigned long long)blockIdx.z;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    if (p < np && q < nq && r < nr) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        float s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        for (int k = 0; k < np; k++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
            s += A[(r * nq + q) * np + k] * C4[k * np + p];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        out[(r * nq + q) * np + p] = s;
    }
}
