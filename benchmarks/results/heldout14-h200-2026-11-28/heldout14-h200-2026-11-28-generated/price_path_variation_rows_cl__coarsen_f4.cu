extern "C" __global__ void price_path_variation_rows_cf4x(const float* price, float* qv, int rows, int t) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
    int r_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull < 30208ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        r_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
    int r_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull < 30208ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        r_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
    int r_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull < 30208ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        r_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
    int r_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull < 30208ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        r_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull < 30208ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        if (r_0 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            const float* p_0 = price + (unsigned long long)r_0 * t;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            float s_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            for (int k_0 = 1; k_0 < t; k_0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
                float d_0 = p_0[k_0] - p_0[k_0 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
                s_0 += d_0 * d_0;
            }
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            qv[r_0] = s_0;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull < 30208ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        if (r_1 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            const float* p_1 = price + (unsigned long long)r_1 * t;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            float s_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            for (int k_1 = 1; k_1 < t; k_1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
                float d_1 = p_1[k_1] - p_1[k_1 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
                s_1 += d_1 * d_1;
            }
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            qv[r_1] = s_1;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull < 30208ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        if (r_2 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            const float* p_2 = price + (unsigned long long)r_2 * t;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            float s_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            for (int k_2 = 1; k_2 < t; k_2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
                float d_2 = p_2[k_2] - p_2[k_2 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
                s_2 += d_2 * d_2;
            }
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            qv[r_2] = s_2;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull < 30208ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
        if (r_3 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            const float* p_3 = price + (unsigned long long)r_3 * t;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            float s_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            for (int k_3 = 1; k_3 < t; k_3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
                float d_3 = p_3[k_3] - p_3[k_3 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
                s_3 += d_3 * d_3;
            }
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
            qv[r_3] = s_3;
        }
}
