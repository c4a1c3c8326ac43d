extern "C" __global__ void bmv32_smem_rows_cf2x(const float* M, const float* x, float* y, int nb) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    __shared__ float m[8192];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    __shared__ float xs[256];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    int t_0 = (unsigned long long)threadIdx.x * 2ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    int t_1 = (unsigned long long)threadIdx.x * 2ull + 1ull;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    int b0 = (unsigned long long)blockIdx.x * 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    if (b0 < nb) {
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        for (int k = 0; k < 32; k++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
            m[k * 256 + t_0] = M[b0 * 1024 + k * 256 + t_0];
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
            m[k * 256 + t_1] = M[b0 * 1024 + k * 256 + t_1];
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        xs[t_0] = x[b0 * 32 + t_0];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        xs[t_1] = x[b0 * 32 + t_1];
    }
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    __syncthreads();
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    if (b0 < nb) {
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        int mat_0 = t_0 / 32;
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        int mat_1 = t_1 / 32;
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        int row_0 = t_0 % 32;
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        int row_1 = t_1 % 32;
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        float s_0 = 0.0f;
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        float s_1 = 0.0f;
#line 21 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        for (int c = 0; c < 32; c++) {
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
            s_0 += m[mat_0 * 1024 + row_0 * 32 + c] * xs[mat_0 * 32 + c];
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
            s_1 += m[mat_1 * 1024 + row_1 * 32 + c] * xs[mat_1 * 32 + c];
        }
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        y[b0 * 32 + t_0] = s_0;
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        y[b0 * 32 + t_1] = s_1;
    }
}
