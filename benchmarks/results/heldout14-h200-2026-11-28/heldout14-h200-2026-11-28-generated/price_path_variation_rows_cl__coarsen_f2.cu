extern "C" __global__ void price_path_variation_rows_cf2x(const float* price, float* qv, int rows, int t) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
    int r_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/price_path_variation_rows.cl"
    int r_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
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
}
