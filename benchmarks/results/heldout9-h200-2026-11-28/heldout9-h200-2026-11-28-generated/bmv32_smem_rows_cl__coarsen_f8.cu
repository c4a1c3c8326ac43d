extern "C" __global__ void bmv32_smem_rows_cf8x(const float* M, const float* x, float* y, int nb) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    __shared__ float m[8192];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    __shared__ float xs[256];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    int t_0 = (unsigned long long)threadIdx.x * 8ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    int t_1 = (unsigned long long)threadIdx.x * 8ull + 1ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    int t_2 = (unsigned long long)threadIdx.x * 8ull + 2ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    int t_3 = (unsigned long long)threadIdx.x * 8ull + 3ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    int t_4 = (unsigned long long)threadIdx.x * 8ull + 4ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    int t_5 = (unsigned long long)threadIdx.x * 8ull + 5ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    int t_6 = (unsigned long long)threadIdx.x * 8ull + 6ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
    int t_7 = (unsigned long long)threadIdx.x * 8ull + 7ull;
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
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
            m[k * 256 + t_2] = M[b0 * 1024 + k * 256 + t_2];
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
            m[k * 256 + t_3] = M[b0 * 1024 + k * 256 + t_3];
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
            m[k * 256 + t_4] = M[b0 * 1024 + k * 256 + t_4];
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
            m[k * 256 + t_5] = M[b0 * 1024 + k * 256 + t_5];
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
            m[k * 256 + t_6] = M[b0 * 1024 + k * 256 + t_6];
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
            m[k * 256 + t_7] = M[b0 * 1024 + k * 256 + t_7];
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        xs[t_0] = x[b0 * 32 + t_0];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        xs[t_1] = x[b0 * 32 + t_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        xs[t_2] = x[b0 * 32 + t_2];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        xs[t_3] = x[b0 * 32 + t_3];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        xs[t_4] = x[b0 * 32 + t_4];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        xs[t_5] = x[b0 * 32 + t_5];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        xs[t_6] = x[b0 * 32 + t_6];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        xs[t_7] = x[b0 * 32 + t_7];
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
        int mat_2 = t_2 / 32;
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        int mat_3 = t_3 / 32;
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        int mat_4 = t_4 / 32;
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        int mat_5 = t_5 / 32;
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        int mat_6 = t_6 / 32;
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        int mat_7 = t_7 / 32;
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        int row_0 = t_0 % 32;
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        int row_1 = t_1 % 32;
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        int row_2 = t_2 % 32;
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        int row_3 = t_3 % 32;
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        int row_4 = t_4 % 32;
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        int row_5 = t_5 % 32;
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        int row_6 = t_6 % 32;
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        int row_7 = t_7 % 32;
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        float s_0 = 0.0f;
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        float s_1 = 0.0f;
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        float s_2 = 0.0f;
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        float s_3 = 0.0f;
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        float s_4 = 0.0f;
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        float s_5 = 0.0f;
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        float s_6 = 0.0f;
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        float s_7 = 0.0f;
#line 21 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        for (int c = 0; c < 32; c++) {
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
            s_0 += m[mat_0 * 1024 + row_0 * 32 + c] * xs[mat_0 * 32 + c];
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
            s_1 += m[mat_1 * 1024 + row_1 * 32 + c] * xs[mat_1 * 32 + c];
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
            s_2 += m[mat_2 * 1024 + row_2 * 32 + c] * xs[mat_2 * 32 + c];
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
            s_3 += m[mat_3 * 1024 + row_3 * 32 + c] * xs[mat_3 * 32 + c];
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
            s_4 += m[mat_4 * 1024 + row_4 * 32 + c] * xs[mat_4 * 32 + c];
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
            s_5 += m[mat_5 * 1024 + row_5 * 32 + c] * xs[mat_5 * 32 + c];
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
            s_6 += m[mat_6 * 1024 + row_6 * 32 + c] * xs[mat_6 * 32 + c];
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
            s_7 += m[mat_7 * 1024 + row_7 * 32 + c] * xs[mat_7 * 32 + c];
        }
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        y[b0 * 32 + t_0] = s_0;
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        y[b0 * 32 + t_1] = s_1;
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        y[b0 * 32 + t_2] = s_2;
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        y[b0 * 32 + t_3] = s_3;
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        y[b0 * 32 + t_4] = s_4;
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        y[b0 * 32 + t_5] = s_5;
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        y[b0 * 32 + t_6] = s_6;
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/bmv32_smem_rows.cl"
        y[b0 * 32 + t_7] = s_7;
    }
}
