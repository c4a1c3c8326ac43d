extern "C" __global__ void bmv32_smem_rows_cf8x(const float* M, const float* x, float* y, int nb) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    __shared__ float m[8192];
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    __shared__ float xs[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    int t_0 = threadIdx.x * 8u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    int t_1 = threadIdx.x * 8u + 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    int t_2 = threadIdx.x * 8u + 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    int t_3 = threadIdx.x * 8u + 3u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    int t_4 = threadIdx.x * 8u + 4u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    int t_5 = threadIdx.x * 8u + 5u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    int t_6 = threadIdx.x * 8u + 6u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
    int t_7 = threadIdx.x * 8u + 7u;
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
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
            m[k * 256 + t_2] = M[b0 * 1024 + k * 256 + t_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
            m[k * 256 + t_3] = M[b0 * 1024 + k * 256 + t_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
            m[k * 256 + t_4] = M[b0 * 1024 + k * 256 + t_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
            m[k * 256 + t_5] = M[b0 * 1024 + k * 256 + t_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
            m[k * 256 + t_6] = M[b0 * 1024 + k * 256 + t_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
            m[k * 256 + t_7] = M[b0 * 1024 + k * 256 + t_7];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        xs[t_0] = x[b0 * 32 + t_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        xs[t_1] = x[b0 * 32 + t_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        xs[t_2] = x[b0 * 32 + t_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        xs[t_3] = x[b0 * 32 + t_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        xs[t_4] = x[b0 * 32 + t_4];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        xs[t_5] = x[b0 * 32 + t_5];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        xs[t_6] = x[b0 * 32 + t_6];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        xs[t_7] = x[b0 * 32 + t_7];
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
        int mat_2 = t_2 / 32;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        int mat_3 = t_3 / 32;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        int mat_4 = t_4 / 32;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        int mat_5 = t_5 / 32;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        int mat_6 = t_6 / 32;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        int mat_7 = t_7 / 32;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        int row_0 = t_0 % 32;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        int row_1 = t_1 % 32;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        int row_2 = t_2 % 32;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        int row_3 = t_3 % 32;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        int row_4 = t_4 % 32;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        int row_5 = t_5 % 32;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        int row_6 = t_6 % 32;
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        int row_7 = t_7 % 32;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        float s_0 = 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        float s_1 = 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        float s_2 = 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        float s_3 = 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        float s_4 = 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        float s_5 = 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        float s_6 = 0.0f;
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        float s_7 = 0.0f;
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        for (int c = 0; c < 32; c++) {
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
            s_0 += m[mat_0 * 1024 + row_0 * 32 + c] * xs[mat_0 * 32 + c];
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
            s_1 += m[mat_1 * 1024 + row_1 * 32 + c] * xs[mat_1 * 32 + c];
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
            s_2 += m[mat_2 * 1024 + row_2 * 32 + c] * xs[mat_2 * 32 + c];
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
            s_3 += m[mat_3 * 1024 + row_3 * 32 + c] * xs[mat_3 * 32 + c];
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
            s_4 += m[mat_4 * 1024 + row_4 * 32 + c] * xs[mat_4 * 32 + c];
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
            s_5 += m[mat_5 * 1024 + row_5 * 32 + c] * xs[mat_5 * 32 + c];
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
            s_6 += m[mat_6 * 1024 + row_6 * 32 + c] * xs[mat_6 * 32 + c];
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
            s_7 += m[mat_7 * 1024 + row_7 * 32 + c] * xs[mat_7 * 32 + c];
        }
#line 21 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        y[b0 * 32 + t_0] = s_0;
#line 21 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        y[b0 * 32 + t_1] = s_1;
#line 21 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        y[b0 * 32 + t_2] = s_2;
#line 21 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        y[b0 * 32 + t_3] = s_3;
#line 21 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        y[b0 * 32 + t_4] = s_4;
#line 21 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        y[b0 * 32 + t_5] = s_5;
#line 21 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        y[b0 * 32 + t_6] = s_6;
#line 21 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cu"
        y[b0 * 32 + t_7] = s_7;
    }
}
