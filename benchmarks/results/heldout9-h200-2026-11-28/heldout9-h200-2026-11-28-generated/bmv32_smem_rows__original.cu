extern "C" __global__ void bmv32_smem_rows(const float* M, const float* x, float* y, int nb) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    __shared__ float m[8192];
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    __shared__ float xs[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    int t = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    int b0 = blockIdx.x * 8;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    if (b0 < nb) {
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        for (int k = 0; k < 32; k++)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
            m[k * 256 + t] = M[b0 * 1024 + k * 256 + t];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        xs[t] = x[b0 * 32 + t];
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    if (b0 < nb) {
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        int mat = t / 32;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        int row = t % 32;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        float s = 0.0f;
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        for (int c = 0; c < 32; c++)
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
            s += m[mat * 1024 + row * 32 + c] * xs[mat * 32 + c];
#line 21 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        y[b0 * 32 + t] = s;
    }
}
