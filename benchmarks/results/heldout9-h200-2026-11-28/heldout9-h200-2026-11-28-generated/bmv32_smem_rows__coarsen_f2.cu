extern "C" __global__ void bmv32_smem_rows_cf2x(const float* M, const float* x, float* y, int nb) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    __shared__ float m[8192];
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    __shared__ float xs[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    int t_0 = threadIdx.x * 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    int t_1 = threadIdx.x * 2u + 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    int b0 = blockIdx.x * 8;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    if (b0 < nb) {
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        for (int k = 0; k < 32; k++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
            m[k * 256 + t_0] = M[b0 * 1024 + k * 256 + t_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
            m[k * 256 + t_1] = M[b0 * 1024 + k * 256 + t_1];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        xs[t_0] = x[b0 * 32 + t_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        xs[t_1] = x[b0 * 32 + t_1];
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    if (b0 < nb) {
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        int mat_0 = t_0 / 32;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        int mat_1 = t_1 / 32;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        int row_0 = t_0 % 32;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        int row_1 = t_1 % 32;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        float s_0 = 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        float s_1 = 0.0f;
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        for (int c = 0; c < 32; c++) {
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
            s_0 += m[mat_0 * 1024 + row_0 * 32 + c] * xs[mat_0 * 32 + c];
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
            s_1 += m[mat_1 * 1024 + row_1 * 32 + c] * xs[mat_1 * 32 + c];
        }
#line 21 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        y[b0 * 32 + t_0] = s_0;
#line 21 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        y[b0 * 32 + t_1] = s_1;
    }
}
