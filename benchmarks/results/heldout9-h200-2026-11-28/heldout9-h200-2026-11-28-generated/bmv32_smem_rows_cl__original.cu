extern "C" __global__ void bmv32_smem_rows(const float* M, const float* x, float* y, int nb) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    __shared__ float m[8192];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    __shared__ float xs[256];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    int t = (unsigned long long)threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    int b0 = (unsigned long long)blockIdx.x * 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    if (b0 < nb) {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        for (int k = 0; k < 32; k++)
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
            m[k * 256 + t] = M[b0 * 1024 + k * 256 + t];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        xs[t] = x[b0 * 32 + t];
    }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    __syncthreads();
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    if (b0 < nb) {
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        int mat = t / 32;
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        int row = t % 32;
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        float s = 0.0f;
#line 21 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        for (int c = 0; c < 32; c++)
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
            s += m[mat * 1024 + row * 32 + c] * xs[mat * 32 + c];
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        y[b0 * 32 + t] = s;
    }
}
