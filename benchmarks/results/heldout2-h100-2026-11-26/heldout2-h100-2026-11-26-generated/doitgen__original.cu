extern "C" __global__ void doitgen(const float* A, const float* C4, float* out, int nr, int nq, int np) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
    int p = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
    int q = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
    int r = blockIdx.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
    if (p < np && q < nq && r < nr) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        float s = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        for (int k = 0; k < np; k++)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
            s += A[(r * nq + q) * np + k] * C4[k * np + p];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cu"
        out[(r * nq + q) * np + p] = s;
    }
}
